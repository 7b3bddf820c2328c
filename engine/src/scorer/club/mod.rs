//! A club event as the club's scoring program keeps it: the event's name, date and club, the
//! pairs or teams with their players' names, one or more sections on one set of boards, every
//! board's traveller lines (played, assigned or artificial scores, Laws 12C), the hand records
//! where known, the figures a file published, and the corrections made after the results were
//! out. [`score`] scores it the way the clubs' programs do; [`usebio`] and [`pbn_results`] read
//! and write the files those programs exchange; [`html`] writes the results page.
//!
//! The model holds what was entered or read and nothing computed: every figure is worked out
//! again by [`ClubEvent::score`], so an event can never disagree with itself. A file's own
//! figures are kept beside it ([`Published`]) as the text the file printed, and compared with the
//! recomputation to the last printed digit ([`ClubEvent::disagreements`]).

pub mod file;
pub mod html;
pub mod pbn_results;
pub mod replay;
pub mod score;
pub mod usebio;

pub mod xml;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::deal::Deal;
use crate::game::BoardResult;
use crate::scoring::matchpoints::MatchpointScale;
use crate::scoring::vp::VpScaleChoice;
use crate::seat::{Seat, Side, Vulnerability};

pub use score::{EventScore, Points, Ranking, ScoredBoard, ScoredLine, ScoredMatch, Standing};

/// The most boards an event may hold.
pub const MAX_BOARDS: usize = 200;
/// The most pairs or teams an event may hold.
pub const MAX_ENTRANTS: usize = 1000;
/// The most traveller lines one board may hold.
pub const MAX_LINES_PER_BOARD: usize = 500;
/// The longest name or title kept (characters).
pub const MAX_TEXT: usize = 200;
/// The most players one pair or team may list.
pub const MAX_PLAYERS: usize = 8;
/// The most components of a weighted assigned score.
pub const MAX_WEIGHTS: usize = 4;

/// The event's name, date and club, as the director or the file gives them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventInfo {
    /// The event's name ("Tuesday Pairs").
    pub name: String,
    /// The date as the file writes it (`YYYY-MM-DD` when the app writes it).
    pub date: String,
    /// The club.
    pub club: String,
    /// The program that scored it, when a file says.
    #[serde(default)]
    pub program: String,
}

/// Pairs or teams.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Form {
    /// A pairs event: each line is one pair against another.
    #[default]
    Pairs,
    /// Teams of four: on each board of a match the two teams sit once each way.
    Teams,
}

/// How each board is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardScoring {
    /// Matchpoints on the scale given: 2 a pair beaten (EBU) or 1 (ACBL).
    Matchpoints(MatchpointScale),
    /// Cross-IMPs: the IMPs against each other result, divided by the comparisons.
    CrossImps,
    /// Teams: the IMPs of each board of a match, the match converted to victory points.
    TeamImps(VpScaleChoice),
}

impl Default for BoardScoring {
    fn default() -> Self {
        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
    }
}

/// Who is ranked against whom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Winners {
    /// North-South and East-West pairs ranked separately: two winners (USEBIO `WINNER_TYPE` 2).
    #[default]
    TwoWinners,
    /// Every pair in one ranking (an arrow switch or a Howell; `WINNER_TYPE` 1).
    OneWinner,
}

/// Which results a board's result is compared with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Field {
    /// Every section's results on the board (sections on one set of boards), ranked together.
    #[default]
    AcrossSections,
    /// Only the section's own results; each section ranked on its own.
    PerSection,
}

/// The conventions the event is scored by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Matchpoints, cross-IMPs or teams.
    pub scoring: BoardScoring,
    /// One ranking or one a direction.
    pub winners: Winners,
    /// Across the field or per section.
    pub field: Field,
    /// Decimals a board's score is rounded to (half away from zero) before totals are made.
    pub board_decimals: u8,
    /// Decimals of a percentage (rounded half-up from the rounded board scores).
    pub percentage_decimals: u8,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            scoring: BoardScoring::default(),
            winners: Winners::default(),
            field: Field::default(),
            board_decimals: 2,
            percentage_decimals: 2,
        }
    }
}

/// The most decimals a board score or percentage may be given with.
pub const MAX_DECIMALS: u8 = 4;

/// A pair or team of one section.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The section ("A"); the same number may be used in each section.
    pub section: String,
    /// The pair's or team's number in its section.
    pub number: u32,
    /// The players' names, in the order given.
    pub players: Vec<String>,
    /// A team's name (empty for a pair).
    #[serde(default)]
    pub team_name: String,
    /// The direction a stationary pair sat, when the event says.
    #[serde(default)]
    pub direction: Option<Side>,
}

impl Entrant {
    /// The names as one line: a team's name, otherwise the players joined by " & ".
    pub fn names(&self) -> String {
        if self.team_name.is_empty() {
            self.players.join(" & ")
        } else {
            self.team_name.clone()
        }
    }
}

/// An artificial adjusted score for one side (Law 12C2): average-plus, average, average-minus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Artificial {
    /// Average-plus: 60% (+3 IMPs).
    Plus,
    /// Average: 50% (0 IMPs).
    Average,
    /// Average-minus: 40% (−3 IMPs).
    Minus,
}

impl Artificial {
    /// The percentage of the top it is worth.
    pub const fn percent(self) -> u32 {
        match self {
            Artificial::Plus => 60,
            Artificial::Average => 50,
            Artificial::Minus => 40,
        }
    }

    /// The IMPs it is worth (Law 12C2: average-plus is +3 IMPs in IMP scoring).
    pub const fn imps(self) -> i32 {
        match self {
            Artificial::Plus => 3,
            Artificial::Average => 0,
            Artificial::Minus => -3,
        }
    }

    /// From its percentage, 40, 50 or 60.
    pub const fn from_percent(p: u32) -> Option<Artificial> {
        match p {
            60 => Some(Artificial::Plus),
            50 => Some(Artificial::Average),
            40 => Some(Artificial::Minus),
            _ => None,
        }
    }
}

/// One part of a weighted assigned score (Law 12C1(c)): a result and its weight in percent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weighted {
    /// The weight, 1 to 100 percent; the parts of one score add up to 100.
    pub percent: u8,
    /// The result the director assigns with that weight.
    pub result: BoardResult,
}

/// What happened on one line of a traveller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The result at the table.
    Played(BoardResult),
    /// An assigned adjusted score (Law 12C1): one result, or several weighted.
    Assigned(Vec<Weighted>),
    /// An artificial adjusted score for each side, in any mix (A60/A40, A50/A50, A60/A60, ...).
    Artificial {
        /// North-South's.
        north_south: Artificial,
        /// East-West's.
        east_west: Artificial,
    },
    /// The board was not played at this table: neither pair scores it.
    NotPlayed,
}

impl Outcome {
    /// An assigned score of one result.
    pub fn assigned(result: BoardResult) -> Outcome {
        Outcome::Assigned(vec![Weighted {
            percent: 100,
            result,
        }])
    }

    /// True for a director's adjustment (assigned or artificial).
    pub const fn is_adjusted(&self) -> bool {
        matches!(self, Outcome::Assigned(_) | Outcome::Artificial { .. })
    }

    /// The results this outcome is compared with and their weights in percent (none for an
    /// artificial score or a board not played).
    pub fn weighted_results(&self) -> Vec<(u32, BoardResult)> {
        match self {
            Outcome::Played(r) => vec![(100, *r)],
            Outcome::Assigned(parts) => parts
                .iter()
                .map(|w| (u32::from(w.percent), w.result))
                .collect(),
            Outcome::Artificial { .. } | Outcome::NotPlayed => Vec::new(),
        }
    }
}

/// One line of a board's traveller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The section the table belongs to.
    pub section: String,
    /// The North-South pair (or team).
    pub north_south: u32,
    /// The East-West pair (or team).
    pub east_west: u32,
    /// The round, when known.
    #[serde(default)]
    pub round: Option<u32>,
    /// The table, when known.
    #[serde(default)]
    pub table: Option<u32>,
    /// What happened.
    pub outcome: Outcome,
}

/// One board: its conditions, its hands when known, and its traveller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardRecord {
    /// The board's number.
    pub number: u32,
    /// Who dealt.
    pub dealer: Seat,
    /// Who was vulnerable.
    pub vulnerability: Vulnerability,
    /// The hand record, when the event has one.
    #[serde(default)]
    pub deal: Option<Deal>,
    /// Every line, in the order given.
    pub lines: Vec<Line>,
}

/// Where a line is: its board, section and pairs.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct LineKey {
    /// The board.
    pub board: u32,
    /// The section.
    pub section: String,
    /// The North-South pair.
    pub north_south: u32,
    /// The East-West pair.
    pub east_west: u32,
}

impl fmt::Display for LineKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board {} section {} {} v {}",
            self.board, self.section, self.north_south, self.east_west
        )
    }
}

/// A pair or team: its section and number.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct EntrantKey {
    /// The section.
    pub section: String,
    /// The number.
    pub number: u32,
}

/// The figures a file printed for one line, as text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedLine {
    /// North-South's score as printed (a number, or an adjustment's code).
    pub score: Option<String>,
    /// North-South's matchpoints or IMPs.
    pub north_south: Option<String>,
    /// East-West's matchpoints or IMPs.
    pub east_west: Option<String>,
}

/// The figures a file printed for one pair or team, as text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedTotal {
    /// Total matchpoints, IMPs or VPs.
    pub total: Option<String>,
    /// Percentage.
    pub percentage: Option<String>,
    /// Place, e.g. "1" or "5=".
    pub place: Option<String>,
    /// Teams: the IMPs won minus lost over the event.
    #[serde(default)]
    pub imps: Option<String>,
}

/// A teams match: its section and the two teams, the home team first (the one the file lists
/// first; the app writes the lower number first).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MatchKey {
    /// The section.
    pub section: String,
    /// The home team.
    pub home: u32,
    /// The away team.
    pub away: u32,
}

impl MatchKey {
    /// True for the same two teams in either order.
    pub fn same_teams(&self, other: &MatchKey) -> bool {
        self.section == other.section
            && ((self.home, self.away) == (other.home, other.away)
                || (self.home, self.away) == (other.away, other.home))
    }
}

impl fmt::Display for MatchKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "section {} match {} v {}",
            self.section, self.home, self.away
        )
    }
}

/// The figures a file printed for one teams match, as text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedMatch {
    /// The match.
    pub teams: MatchKey,
    /// The home team's IMPs.
    pub home_imps: Option<String>,
    /// The away team's IMPs.
    pub away_imps: Option<String>,
    /// The home team's victory points.
    pub home_vps: Option<String>,
    /// The away team's victory points.
    pub away_vps: Option<String>,
}

/// What a results file printed, kept to be compared with the recomputation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Published {
    /// Each line's figures.
    pub lines: BTreeMap<LineKey, PublishedLine>,
    /// Each pair's or team's figures.
    pub totals: BTreeMap<EntrantKey, PublishedTotal>,
    /// Teams: each match's figures, in the file's order.
    #[serde(default)]
    pub matches: Vec<PublishedMatch>,
}

/// One correction made after the results were out: what the line was, what it became, and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// When, in milliseconds since 1970 (the caller's clock: the engine has none).
    pub at_ms: u64,
    /// The line.
    pub line: LineKey,
    /// Its outcome before.
    pub before: Outcome,
    /// Its outcome after.
    pub after: Outcome,
}

/// A club event.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClubEvent {
    /// Name, date, club.
    pub info: EventInfo,
    /// Pairs or teams.
    pub form: Form,
    /// How it is scored.
    pub rules: Rules,
    /// Every pair or team.
    pub entrants: Vec<Entrant>,
    /// Every board, by number.
    pub boards: Vec<BoardRecord>,
    /// What the file it came from printed (empty for an event scored in the app).
    #[serde(default)]
    pub published: Published,
    /// The corrections made since, oldest first.
    #[serde(default)]
    pub corrections: Vec<Correction>,
}

/// Why an event does not hold together, named after the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventProblem {
    /// More boards, pairs or lines than an event may hold.
    TooMany {
        /// What: "boards", "entrants", "lines", "players".
        what: &'static str,
        /// How many were given.
        found: usize,
        /// The most.
        max: usize,
    },
    /// A name or title longer than [`MAX_TEXT`] characters.
    TextTooLong(String),
    /// Two boards have the same number, or a board number is 0.
    BoardNumber(u32),
    /// Two pairs or teams of a section have the same number, or a number is 0.
    EntrantNumber(EntrantKey),
    /// A line names a pair or team the event does not list.
    UnknownEntrant {
        /// The line.
        line: LineKey,
        /// The pair or team.
        entrant: u32,
    },
    /// A pair plays against itself.
    SamePair(LineKey),
    /// A pair or team has two lines on one board (in one direction, for teams).
    PlayedTwice {
        /// The line.
        line: LineKey,
        /// The pair or team.
        entrant: u32,
    },
    /// A weighted assigned score's weights are not 1-100 each, adding up to 100.
    Weights(LineKey),
    /// Declarer cannot take more than 13 tricks.
    Tricks(LineKey),
    /// Decimals beyond [`MAX_DECIMALS`].
    Decimals(u8),
    /// A teams board where the two teams do not sit once each way.
    TeamsBoard(LineKey),
    /// No line was found to correct.
    NoSuchLine(LineKey),
}

impl fmt::Display for EventProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventProblem::TooMany { what, found, max } => {
                write!(f, "{found} {what}: at most {max}")
            }
            EventProblem::TextTooLong(t) => {
                write!(f, "a text longer than {MAX_TEXT} characters: {t:.40}…")
            }
            EventProblem::BoardNumber(b) => write!(f, "board {b} is numbered 0 or twice"),
            EventProblem::EntrantNumber(k) => {
                write!(
                    f,
                    "section {} number {} is 0 or given twice",
                    k.section, k.number
                )
            }
            EventProblem::UnknownEntrant { line, entrant } => {
                write!(f, "{line}: pair or team {entrant} is not listed")
            }
            EventProblem::SamePair(l) => write!(f, "{l}: a pair cannot play itself"),
            EventProblem::PlayedTwice { line, entrant } => {
                write!(f, "{line}: {entrant} already has a result on this board")
            }
            EventProblem::Weights(l) => {
                write!(f, "{l}: the weights of an assigned score add up to 100")
            }
            EventProblem::Tricks(l) => write!(f, "{l}: more than 13 tricks"),
            EventProblem::Decimals(d) => write!(f, "{d} decimals: at most {MAX_DECIMALS}"),
            EventProblem::TeamsBoard(l) => {
                write!(f, "{l}: the two teams must play the board once each way")
            }
            EventProblem::NoSuchLine(l) => write!(f, "{l}: no such line"),
        }
    }
}

impl EventProblem {
    /// The board the problem is on, when it is on one.
    pub fn board(&self) -> Option<u32> {
        match self {
            EventProblem::BoardNumber(b) => Some(*b),
            EventProblem::UnknownEntrant { line, .. } | EventProblem::PlayedTwice { line, .. } => {
                Some(line.board)
            }
            EventProblem::SamePair(l)
            | EventProblem::Weights(l)
            | EventProblem::Tricks(l)
            | EventProblem::TeamsBoard(l)
            | EventProblem::NoSuchLine(l) => Some(l.board),
            _ => None,
        }
    }
}

impl std::error::Error for EventProblem {}

fn check_text(t: &str) -> Result<(), EventProblem> {
    if t.chars().count() > MAX_TEXT {
        return Err(EventProblem::TextTooLong(t.to_string()));
    }
    Ok(())
}

fn too_many(what: &'static str, found: usize, max: usize) -> Result<(), EventProblem> {
    if found > max {
        return Err(EventProblem::TooMany { what, found, max });
    }
    Ok(())
}

impl Line {
    /// Where the line is, on board `board`.
    pub fn key(&self, board: u32) -> LineKey {
        LineKey {
            board,
            section: self.section.clone(),
            north_south: self.north_south,
            east_west: self.east_west,
        }
    }
}

impl ClubEvent {
    /// Checks that the event holds together: sizes, numbers, every line's pairs listed and
    /// playing the board once, tricks, weights; a teams board has each match once each way.
    pub fn check(&self) -> Result<(), EventProblem> {
        let info = &self.info;
        for t in [&info.name, &info.date, &info.club, &info.program] {
            check_text(t)?;
        }
        for d in [self.rules.board_decimals, self.rules.percentage_decimals] {
            if d > MAX_DECIMALS {
                return Err(EventProblem::Decimals(d));
            }
        }
        too_many("boards", self.boards.len(), MAX_BOARDS)?;
        too_many("entrants", self.entrants.len(), MAX_ENTRANTS)?;
        let mut keys = BTreeSet::new();
        for e in &self.entrants {
            too_many("players", e.players.len(), MAX_PLAYERS)?;
            check_text(&e.section)?;
            check_text(&e.team_name)?;
            for p in &e.players {
                check_text(p)?;
            }
            let key = EntrantKey {
                section: e.section.clone(),
                number: e.number,
            };
            if e.number == 0 || !keys.insert(key.clone()) {
                return Err(EventProblem::EntrantNumber(key));
            }
        }
        let mut numbers = BTreeSet::new();
        for b in &self.boards {
            if b.number == 0 || !numbers.insert(b.number) {
                return Err(EventProblem::BoardNumber(b.number));
            }
            too_many("lines", b.lines.len(), MAX_LINES_PER_BOARD)?;
            let mut seen = BTreeSet::new();
            for l in &b.lines {
                let key = l.key(b.number);
                if l.north_south == l.east_west {
                    return Err(EventProblem::SamePair(key));
                }
                for (entrant, direction) in [(l.north_south, 0), (l.east_west, 1)] {
                    let k = EntrantKey {
                        section: l.section.clone(),
                        number: entrant,
                    };
                    if !keys.contains(&k) {
                        return Err(EventProblem::UnknownEntrant { line: key, entrant });
                    }
                    // A team sits once each way on a board; a pair plays it once.
                    let slot = if self.form == Form::Teams {
                        direction
                    } else {
                        0
                    };
                    if !seen.insert((k, slot)) {
                        return Err(EventProblem::PlayedTwice { line: key, entrant });
                    }
                }
                check_outcome(&l.outcome, &key)?;
            }
            if self.form == Form::Teams {
                score::team_pairs(b)?;
            }
        }
        Ok(())
    }

    /// The entrant with this section and number.
    pub fn entrant(&self, section: &str, number: u32) -> Option<&Entrant> {
        self.entrants
            .iter()
            .find(|e| e.section == section && e.number == number)
    }

    /// The board with this number.
    pub fn board(&self, number: u32) -> Option<&BoardRecord> {
        self.boards.iter().find(|b| b.number == number)
    }

    /// The sections, in the order their pairs are listed.
    pub fn sections(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for e in &self.entrants {
            if !out.contains(&e.section) {
                out.push(e.section.clone());
            }
        }
        out
    }

    /// Changes one line's outcome after the results were out: the change is kept with its time,
    /// and the report says how the ranking moved.
    pub fn correct(
        &mut self,
        line: &LineKey,
        outcome: Outcome,
        at_ms: u64,
    ) -> Result<score::CorrectionReport, EventProblem> {
        check_outcome(&outcome, line)?;
        let before_score = self.score();
        let target = self
            .boards
            .iter_mut()
            .find(|b| b.number == line.board)
            .and_then(|b| {
                b.lines.iter_mut().find(|l| {
                    l.section == line.section
                        && l.north_south == line.north_south
                        && l.east_west == line.east_west
                })
            })
            .ok_or_else(|| EventProblem::NoSuchLine(line.clone()))?;
        let before = std::mem::replace(&mut target.outcome, outcome.clone());
        self.corrections.push(Correction {
            at_ms,
            line: line.clone(),
            before: before.clone(),
            after: outcome.clone(),
        });
        let after_score = self.score();
        Ok(score::CorrectionReport::new(
            line.clone(),
            before,
            outcome,
            &before_score,
            &after_score,
        ))
    }
}

fn check_outcome(outcome: &Outcome, key: &LineKey) -> Result<(), EventProblem> {
    match outcome {
        Outcome::Played(r) => {
            if r.declarer_tricks > 13 {
                return Err(EventProblem::Tricks(key.clone()));
            }
        }
        Outcome::Assigned(parts) => {
            let total: u32 = parts.iter().map(|w| u32::from(w.percent)).sum();
            if parts.is_empty()
                || parts.len() > MAX_WEIGHTS
                || total != 100
                || parts.iter().any(|w| w.percent == 0)
            {
                return Err(EventProblem::Weights(key.clone()));
            }
            if parts.iter().any(|w| w.result.declarer_tricks > 13) {
                return Err(EventProblem::Tricks(key.clone()));
            }
        }
        Outcome::Artificial { .. } | Outcome::NotPlayed => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests;
