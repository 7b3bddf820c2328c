//! A duplicate club evening: the movement, the event's name, date and club, the players of each
//! pair, travellers entered board by board (results played, or the director's adjusted scores,
//! Law 12C), matchpoints or IMPs, the ranking, and every correction kept with its time (rule
//! reference §8.3).
//!
//! Scoring. The evening is scored as the club event it is ([`Evening::club_event`], scored by
//! [`ClubEvent::score`]): one scoring path for the app, the exports and the results files.
//! **Matchpoints**: on each board a result scores 2 for each other result of its field it beats
//! and 1 for each tie; a board with fewer results than the most any board has (a pair sitting
//! out, an artificial score, a board not played, or results not entered yet) is factored up by
//! Neuberg's formula, so every board has the same top; an artificial score is its percentage of
//! that top; a pair's percentage is its matchpoints over the tops of the boards it scored.
//! **IMPs** (cross-IMPs, the reference's "against every other pair"): a result scores the IMPs
//! of its difference with each other result on the board, averaged over those comparisons; an
//! artificial score is ±3 or 0 IMPs.
//! Mitchell pairs are ranked within their direction: there is a North-South and an East-West
//! winner, unless the arrow switch makes one field; a Howell has one field.
//!
//! **Two sections.** An evening may have two sections, A and B, each with its own pairs and
//! movement, on one set of boards (board `n` is the same deal in both). The director chooses the
//! field ([`Field`]): across the field, a result is compared with every section's results on the
//! board and one ranking (of each direction) holds every pair; per section, a result is compared
//! with its own section's only and each section is ranked on its own. Both sections rank alike
//! (one winner, or one a direction), so the rankings can be put side by side.

use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

pub use super::club::Field;
use super::club::score::{CorrectionReport, EventScore};
use super::club::{self, ClubEvent, Correction, EventInfo, LineKey, Outcome};
use super::movement::{Movement, Seating};
use super::{DealEntry, ScorerError};
use crate::deal::Deal;
use crate::game::{Board, BoardResult};
use crate::scoring::matchpoints::{MatchpointScale, Traveller};
use crate::seat::{Side, board_conditions};

/// The most players' names a pair has.
pub const PLAYERS_PER_PAIR: usize = 2;

/// How the boards are scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EveningScoring {
    /// Matchpoints, 2 a pair beaten and 1 a tie; ranked by percentage.
    #[default]
    Matchpoints,
    /// Cross-IMPs against every other result on the board, averaged; ranked by total.
    Imps,
}

/// A section of an evening: A, and B when the evening has two.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Section {
    /// The first section (the only one of an evening of one section).
    #[default]
    A,
    /// The second section.
    B,
}

impl Section {
    /// Both sections, A first.
    pub const ALL: [Section; 2] = [Section::A, Section::B];
    /// The most sections an evening has.
    pub const MAX: usize = 2;

    /// The section's letter, as the results and files name it ("A").
    pub const fn letter(self) -> &'static str {
        match self {
            Section::A => "A",
            Section::B => "B",
        }
    }

    /// The section of this letter.
    pub fn from_letter(letter: &str) -> Option<Section> {
        Section::ALL.into_iter().find(|s| s.letter() == letter)
    }

    const fn index(self) -> usize {
        self as usize
    }

    fn is_a(&self) -> bool {
        *self == Section::A
    }
}

/// One line entered on a traveller: the result played, or the director's adjusted score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TravellerEntry {
    /// The section the line was played in (left out of saves for section A).
    #[serde(default, skip_serializing_if = "Section::is_a")]
    pub section: Section,
    /// The board.
    pub board: u32,
    /// The North-South pair (the East-West pair follows from the movement).
    pub north_south: u32,
    /// What happened: contract, declarer and tricks, or an adjusted score (Law 12C).
    pub outcome: Outcome,
    /// The outcomes this line had before it was corrected, oldest first: undo brings them back.
    /// Left out of saves when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaced: Vec<Outcome>,
    /// Where the line stood among the entries before each correction moved it to the end, one
    /// place per `replaced` outcome: undo puts it back there. A save from before places were
    /// kept has none, and such a line stays at the end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved_from: Vec<usize>,
}

/// One section's movement and players.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Plan {
    movement: Movement,
    names: BTreeMap<u32, Vec<String>>,
}

/// A club evening: its sections (each a movement and its pairs' players), its scoring and
/// field, the hand records' seed, the event's name, date and club, the lines entered and the
/// corrections made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "EveningRecord", into = "EveningRecord")]
pub struct Evening {
    /// Section A first; one or two.
    sections: Vec<Plan>,
    field: Field,
    scoring: EveningScoring,
    seed: u64,
    entries: Vec<TravellerEntry>,
    info: EventInfo,
    history: Vec<Correction>,
}

/// The stored form: section A's movement and names where an evening of one section always kept
/// them, section B beside them when there is one, and the field when it is per section; so an
/// evening of one section is written as it always was.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct EveningRecord {
    movement: Movement,
    scoring: EveningScoring,
    seed: u64,
    entries: Vec<TravellerEntry>,
    #[serde(default, skip_serializing_if = "info_is_empty")]
    info: EventInfo,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    names: BTreeMap<u32, Vec<String>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    history: Vec<Correction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    section_b: Option<SectionRecord>,
    #[serde(default, skip_serializing_if = "is_across")]
    field: Field,
}

/// Section B as stored.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SectionRecord {
    movement: Movement,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    names: BTreeMap<u32, Vec<String>>,
}

fn info_is_empty(i: &EventInfo) -> bool {
    *i == EventInfo::default()
}

fn is_across(f: &Field) -> bool {
    *f == Field::AcrossSections
}

impl From<Evening> for EveningRecord {
    fn from(e: Evening) -> Self {
        let mut sections = e.sections.into_iter();
        // An evening always has section A.
        let a = sections.next().unwrap_or_else(|| unreachable!("section A"));
        EveningRecord {
            movement: a.movement,
            scoring: e.scoring,
            seed: e.seed,
            entries: e.entries,
            info: e.info,
            names: a.names,
            history: e.history,
            section_b: sections.next().map(|b| SectionRecord {
                movement: b.movement,
                names: b.names,
            }),
            field: e.field,
        }
    }
}

impl TryFrom<EveningRecord> for Evening {
    type Error = ScorerError;
    fn try_from(r: EveningRecord) -> Result<Self, ScorerError> {
        let mut movements = vec![r.movement];
        movements.extend(r.section_b.as_ref().map(|b| b.movement));
        let mut e = Evening::with_sections(&movements, r.field, r.scoring, r.seed)?;
        for (i, x) in r.entries.iter().enumerate() {
            e.check(x.section, x.board, x.north_south)?;
            // A pair's result on a board is entered once; a place is kept per correction.
            if r.entries[..i].iter().any(|y| {
                y.section == x.section && y.board == x.board && y.north_south == x.north_south
            }) || x.moved_from.len() > x.replaced.len()
            {
                return Err(ScorerError::Damaged);
            }
            for o in x.replaced.iter().chain([&x.outcome]) {
                check_outcome(o)?;
            }
        }
        e.entries = r.entries;
        e.set_info(r.info)?;
        let b_names = r.section_b.map(|b| b.names).unwrap_or_default();
        for (section, names) in [(Section::A, r.names), (Section::B, b_names)] {
            for (pair, players) in names {
                e.set_names(section, pair, players)?;
            }
        }
        for c in &r.history {
            for o in [&c.before, &c.after] {
                check_outcome(o)?;
            }
        }
        e.history = r.history;
        Ok(e)
    }
}

/// Checks an outcome where it enters: tricks 0 to 13, an assigned score's weights 1 to 100
/// adding up to 100 in at most [`club::MAX_WEIGHTS`] parts (Law 12C1(c)).
fn check_outcome(outcome: &Outcome) -> Result<(), ScorerError> {
    let results = outcome.weighted_results();
    if let Some(r) = results.iter().find(|(_, r)| r.declarer_tricks > 13) {
        return Err(ScorerError::Tricks(r.1.declarer_tricks));
    }
    if let Outcome::Assigned(parts) = outcome {
        let total: u32 = parts.iter().map(|w| u32::from(w.percent)).sum();
        if parts.is_empty()
            || parts.len() > club::MAX_WEIGHTS
            || total != 100
            || parts.iter().any(|w| w.percent == 0)
        {
            return Err(ScorerError::Weights);
        }
    }
    Ok(())
}

/// A name or title: trimmed, at most [`club::MAX_TEXT`] characters.
fn checked_text(text: &str) -> Result<String, ScorerError> {
    let t = text.trim();
    if t.chars().count() > club::MAX_TEXT {
        return Err(ScorerError::TextTooLong {
            max: club::MAX_TEXT as u32,
        });
    }
    Ok(t.to_string())
}

/// One line of a board's traveller, in the movement's order (section A's lines first).
#[derive(Clone, Debug, PartialEq)]
pub struct TravellerLine {
    /// The section the table belongs to.
    pub section: Section,
    /// The round the board is played in (1-based).
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The North-South pair.
    pub north_south: u32,
    /// The East-West pair.
    pub east_west: u32,
    /// What happened, once entered: a result or an adjusted score.
    pub outcome: Option<Outcome>,
    /// North-South's duplicate score (a result played, or an assigned score of one result).
    pub north_south_score: Option<i32>,
    /// North-South's matchpoints or IMPs (none when the board was not played).
    pub north_south_points: Option<f64>,
    /// East-West's matchpoints or IMPs.
    pub east_west_points: Option<f64>,
}

impl TravellerLine {
    /// The result played, when the line has one (not an adjusted score).
    pub fn result(&self) -> Option<BoardResult> {
        match self.outcome {
            Some(Outcome::Played(r)) => Some(r),
            _ => None,
        }
    }

    /// True when the line has been entered (played or adjusted).
    pub const fn is_entered(&self) -> bool {
        self.outcome.is_some()
    }
}

/// A pair's place in its ranking.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// 1 for the winner; pairs with equal scores share a rank.
    pub rank: u32,
    /// True when another pair has the same rank.
    pub tied: bool,
    /// The pair's section.
    pub section: Section,
    /// The pair's number.
    pub pair: u32,
    /// True for a North-South pair.
    pub north_south: bool,
    /// Boards with a result.
    pub boards: u32,
    /// Matchpoints or IMPs.
    pub points: f64,
    /// Matchpoints: the sum of the tops of the boards played.
    pub maximum: f64,
    /// Matchpoints: `points / maximum` in percent, when a board could be compared.
    pub percentage: Option<f64>,
}

/// One ranking of the evening: of a section or of the whole field, of one direction (a
/// Mitchell's) or of every pair.
#[derive(Clone, Debug, PartialEq)]
pub struct RankingGroup {
    /// The section, when ranked per section; `None` across the field.
    pub section: Option<Section>,
    /// The direction, when there are two winners.
    pub direction: Option<Side>,
    /// Best first.
    pub standings: Vec<Standing>,
}

impl Evening {
    /// An evening of one section with no result yet; `seed` deals its hand records.
    pub fn new(movement: Movement, scoring: EveningScoring, seed: u64) -> Evening {
        Evening {
            sections: vec![Plan {
                movement,
                names: BTreeMap::new(),
            }],
            field: Field::AcrossSections,
            scoring,
            seed,
            entries: Vec::new(),
            info: EventInfo::default(),
            history: Vec::new(),
        }
    }

    /// An evening of one or two sections (A, then B), each with its own movement, on one set of
    /// boards, matchpointed `field`. Both sections must rank alike: one winner each (a Howell,
    /// an arrow-switched Mitchell) or two each (a Mitchell), so their rankings can be merged.
    pub fn with_sections(
        movements: &[Movement],
        field: Field,
        scoring: EveningScoring,
        seed: u64,
    ) -> Result<Evening, ScorerError> {
        let Some(first) = movements.first() else {
            return Err(ScorerError::Sections {
                max: Section::MAX as u32,
            });
        };
        if movements.len() > Section::MAX {
            return Err(ScorerError::Sections {
                max: Section::MAX as u32,
            });
        }
        if movements.iter().any(|m| m.one_field() != first.one_field()) {
            return Err(ScorerError::SectionWinners);
        }
        let mut e = Evening::new(*first, scoring, seed);
        e.sections.extend(movements[1..].iter().map(|m| Plan {
            movement: *m,
            names: BTreeMap::new(),
        }));
        e.field = field;
        Ok(e)
    }

    /// The sections, A first.
    pub fn sections(&self) -> Vec<Section> {
        Section::ALL[..self.sections.len()].to_vec()
    }

    /// True when the evening has two sections.
    pub fn has_sections(&self) -> bool {
        self.sections.len() > 1
    }

    fn plan(&self, section: Section) -> Result<&Plan, ScorerError> {
        self.sections
            .get(section.index())
            .ok_or(ScorerError::NoSuchSection)
    }

    /// Section A's movement (the movement of an evening of one section).
    pub fn movement(&self) -> &Movement {
        &self.sections[0].movement
    }

    /// The movement of `section`, if the evening has it.
    pub fn movement_of(&self, section: Section) -> Option<&Movement> {
        self.plan(section).ok().map(|p| &p.movement)
    }

    /// The boards of the evening: every section plays from boards 1 to this (the section with
    /// the most sets plays them all).
    pub fn boards(&self) -> u32 {
        self.sections
            .iter()
            .map(|p| p.movement.boards())
            .max()
            .unwrap_or(0)
    }

    /// Across the field or per section.
    pub const fn field(&self) -> Field {
        self.field
    }

    /// Changes the field the results are compared in: every board and ranking is worked out
    /// again (nothing is stored scored).
    pub fn set_field(&mut self, field: Field) {
        self.field = field;
    }

    /// Matchpoints or IMPs.
    pub const fn scoring(&self) -> EveningScoring {
        self.scoring
    }

    /// The seed of the hand records.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The lines entered, in the order entered.
    pub fn entries(&self) -> &[TravellerEntry] {
        &self.entries
    }

    /// The event's name, date and club.
    pub const fn info(&self) -> &EventInfo {
        &self.info
    }

    /// Sets the event's name, date and club (each trimmed, at most [`club::MAX_TEXT`]
    /// characters).
    pub fn set_info(&mut self, info: EventInfo) -> Result<(), ScorerError> {
        self.info = EventInfo {
            name: checked_text(&info.name)?,
            date: checked_text(&info.date)?,
            club: checked_text(&info.club)?,
            program: checked_text(&info.program)?,
        };
        Ok(())
    }

    /// A pair as the results name it: "A3" when the evening has two sections, "3" otherwise.
    pub fn pair_label(&self, section: Section, pair: u32) -> String {
        if self.has_sections() {
            format!("{}{pair}", section.letter())
        } else {
            pair.to_string()
        }
    }

    /// The players' names of `pair` of `section`, as given (none when not given).
    pub fn names(&self, section: Section, pair: u32) -> &[String] {
        self.plan(section)
            .ok()
            .and_then(|p| p.names.get(&pair))
            .map_or(&[], Vec::as_slice)
    }

    /// "Ann Lee & Bo Chen", or empty when no name is given.
    pub fn pair_names(&self, section: Section, pair: u32) -> String {
        self.names(section, pair).join(" & ")
    }

    /// Sets the players of `pair` of `section`: at most [`PLAYERS_PER_PAIR`] names, each
    /// trimmed and at most [`club::MAX_TEXT`] characters; blank names are dropped.
    pub fn set_names(
        &mut self,
        section: Section,
        pair: u32,
        players: Vec<String>,
    ) -> Result<(), ScorerError> {
        if !self.plan(section)?.movement.is_pair(pair) {
            return Err(ScorerError::NoSuchPair(pair));
        }
        let mut kept = Vec::new();
        for p in players {
            let t = checked_text(&p)?;
            if !t.is_empty() {
                kept.push(t);
            }
        }
        if kept.len() > PLAYERS_PER_PAIR {
            return Err(ScorerError::Players {
                max: PLAYERS_PER_PAIR as u32,
            });
        }
        let names = &mut self.sections[section.index()].names;
        if kept.is_empty() {
            names.remove(&pair);
        } else {
            names.insert(pair, kept);
        }
        Ok(())
    }

    /// Every change made to a line that had been entered, oldest first, with its time.
    pub fn history(&self) -> &[Correction] {
        &self.history
    }

    /// Board `number` of the hand records, with its dealer and vulnerability (WBF Law 2): the
    /// same deal in every section.
    pub fn board(&self, number: u32) -> Board {
        Board::numbered(
            number,
            Deal::random(self.seed.wrapping_add(u64::from(number))),
        )
    }

    fn check(&self, section: Section, board: u32, north_south: u32) -> Result<u32, ScorerError> {
        self.plan(section)?
            .movement
            .opponent(board, north_south)
            .ok_or(ScorerError::NotInMovement { board, north_south })
    }

    /// Where a line is in the club event.
    fn key(&self, section: Section, board: u32, north_south: u32) -> Result<LineKey, ScorerError> {
        Ok(LineKey {
            board,
            section: section.letter().into(),
            north_south,
            east_west: self.check(section, board, north_south)?,
        })
    }

    /// Enters (or corrects) the result played by N-S pair `north_south` of `section` on
    /// `board`; a correction is kept in the history at time 0 (see [`Evening::record`] for the
    /// time).
    pub fn enter(
        &mut self,
        section: Section,
        board: u32,
        north_south: u32,
        entry: &DealEntry,
    ) -> Result<(), ScorerError> {
        let outcome = Evening::played(entry)?;
        self.record(section, board, north_south, outcome, 0)
            .map(|_| ())
    }

    /// The outcome of a result entered at the table: honours are never scored in duplicate
    /// (Decision 8).
    pub fn played(entry: &DealEntry) -> Result<Outcome, ScorerError> {
        let result = entry.result()?;
        if entry.honours.is_some() {
            return Err(ScorerError::Honours(
                result.contract().map(|(c, _)| c.strain()),
            ));
        }
        Ok(Outcome::Played(result))
    }

    fn position(&self, section: Section, board: u32, north_south: u32) -> Option<usize> {
        self.entries
            .iter()
            .position(|e| e.section == section && e.board == board && e.north_south == north_south)
    }

    /// Enters the line of N-S pair `north_south` of `section` on `board`: a result played or
    /// the director's adjusted score (Law 12C: assigned, weighted, artificial, not played).
    /// When the line had been entered, the change is a correction: it is kept in the history
    /// with its time `at_ms` (milliseconds since 1970, the caller's clock) and the report says
    /// how the ranking moved.
    pub fn record(
        &mut self,
        section: Section,
        board: u32,
        north_south: u32,
        outcome: Outcome,
        at_ms: u64,
    ) -> Result<Option<CorrectionReport>, ScorerError> {
        let key = self.key(section, board, north_south)?;
        check_outcome(&outcome)?;
        let mut report = None;
        // A correction moves the line to the end (it is the latest entry) and keeps what it
        // replaced, so undo can bring that back.
        let mut replaced = Vec::new();
        let mut moved_from = Vec::new();
        if let Some(i) = self.position(section, board, north_south) {
            report = Some(self.correction(&key, outcome.clone(), at_ms)?);
            let old = self.entries.remove(i);
            // Corrections saved before places were kept go back to the end (`usize::MAX`).
            moved_from = vec![usize::MAX; old.replaced.len().saturating_sub(old.moved_from.len())];
            moved_from.extend(old.moved_from);
            moved_from.push(i);
            replaced = old.replaced;
            replaced.push(old.outcome);
        }
        self.entries.push(TravellerEntry {
            section,
            board,
            north_south,
            outcome,
            replaced,
            moved_from,
        });
        Ok(report)
    }

    /// Corrects the line `key` in the club event, keeping the change in the history.
    fn correction(
        &mut self,
        key: &LineKey,
        outcome: Outcome,
        at_ms: u64,
    ) -> Result<CorrectionReport, ScorerError> {
        let mut event = self.event();
        let report = event
            .correct(key, outcome, at_ms)
            .map_err(|_| ScorerError::Damaged)?;
        self.history.extend(event.corrections.pop());
        Ok(report)
    }

    /// Takes back the most recent entry, whatever its board or section (a correction counts as
    /// one): a corrected line gets its earlier outcome back in the place it had (a change kept
    /// in the history at `at_ms`), a new line is emptied. Returns the entry as it was before;
    /// `None` when nothing is entered.
    pub fn undo(&mut self, at_ms: u64) -> Option<TravellerEntry> {
        let last = self.entries.last()?.clone();
        if let Some(earlier) = last.replaced.last() {
            let key = self.key(last.section, last.board, last.north_south).ok()?;
            self.correction(&key, earlier.clone(), at_ms).ok()?;
        }
        let mut entry = self.entries.pop()?;
        let taken = entry.clone();
        if let Some(earlier) = entry.replaced.pop() {
            let place = if entry.moved_from.len() > entry.replaced.len() {
                entry.moved_from.pop().unwrap_or(usize::MAX)
            } else {
                usize::MAX
            };
            entry.outcome = earlier;
            self.entries.insert(place.min(self.entries.len()), entry);
        }
        Some(taken)
    }

    /// The outcome of the line of N-S pair `north_south` of `section` on `board`, if entered.
    pub fn outcome(&self, section: Section, board: u32, north_south: u32) -> Option<&Outcome> {
        self.position(section, board, north_south)
            .map(|i| &self.entries[i].outcome)
    }

    /// The result played by N-S pair `north_south` of `section` on `board`, if entered and not
    /// adjusted.
    pub fn result(&self, section: Section, board: u32, north_south: u32) -> Option<BoardResult> {
        match self.outcome(section, board, north_south) {
            Some(Outcome::Played(r)) => Some(*r),
            _ => None,
        }
    }

    /// The East-West pair of the line of N-S pair `north_south` of `section` on `board`.
    pub fn opponent(&self, section: Section, board: u32, north_south: u32) -> Option<u32> {
        self.check(section, board, north_south).ok()
    }

    /// Every table that plays `board`, section by section, in round order.
    fn plays_of_board(&self, board: u32) -> Vec<(Section, u32, Seating)> {
        Section::ALL
            .into_iter()
            .zip(&self.sections)
            .flat_map(|(section, p)| {
                p.movement
                    .plays_of_board(board)
                    .into_iter()
                    .map(move |(round, s)| (section, round, s))
            })
            .collect()
    }

    /// True when every line the movements play is entered.
    pub fn is_complete(&self) -> bool {
        let plays: u32 = self.sections.iter().map(|p| p.movement.plays()).sum();
        self.entries.len() as u32 == plays
    }

    /// True when every line of `board` is entered (no scoring needed).
    pub fn is_board_complete(&self, board: u32) -> bool {
        self.plays_of_board(board)
            .iter()
            .all(|(section, _, s)| self.outcome(*section, board, s.north_south).is_some())
    }

    /// The evening scored, once for every board and ranking.
    pub fn score(&self) -> EventScore {
        self.event().score()
    }

    /// Board `board`'s traveller, every section's lines, scored as far as lines are entered.
    pub fn traveller(&self, board: u32) -> Vec<TravellerLine> {
        self.traveller_of(board, &self.score())
    }

    /// Board `board`'s traveller from the evening's score.
    pub fn traveller_of(&self, board: u32, score: &EventScore) -> Vec<TravellerLine> {
        self.plays_of_board(board)
            .into_iter()
            .map(|(section, round, s)| {
                let outcome = self.outcome(section, board, s.north_south).cloned();
                let scored = LineKey {
                    board,
                    section: section.letter().into(),
                    north_south: s.north_south,
                    east_west: s.east_west,
                };
                let scored = outcome.as_ref().and_then(|_| score.line(&scored));
                TravellerLine {
                    section,
                    round,
                    table: s.table,
                    north_south: s.north_south,
                    east_west: s.east_west,
                    outcome,
                    north_south_score: scored.and_then(|l| l.north_south_score),
                    north_south_points: scored.and_then(|l| l.north_south).map(|p| p.value()),
                    east_west_points: scored.and_then(|l| l.east_west).map(|p| p.value()),
                }
            })
            .collect()
    }

    /// True when the evening has one ranking of every pair (a Howell, an arrow-switched
    /// Mitchell); otherwise each direction is ranked apart.
    pub fn one_field(&self) -> bool {
        self.movement().one_field()
    }

    /// The rankings, best first: across the field, one (or one a direction: North-South, then
    /// East-West) of every section's pairs; per section, section A's then section B's.
    pub fn ranking(&self) -> Vec<RankingGroup> {
        self.ranking_of(&self.score())
    }

    /// The rankings from the evening's score.
    pub fn ranking_of(&self, score: &EventScore) -> Vec<RankingGroup> {
        let section_of = |letter: &str| Section::from_letter(letter).unwrap_or_default();
        score
            .rankings
            .iter()
            .map(|r| RankingGroup {
                section: r.section.as_deref().map(section_of),
                direction: r.direction,
                standings: r
                    .standings
                    .iter()
                    .map(|s| {
                        let section = section_of(&s.entrant.section);
                        Standing {
                            rank: s.place,
                            tied: s.tied,
                            section,
                            pair: s.entrant.number,
                            north_south: self
                                .movement_of(section)
                                .is_some_and(|m| m.is_north_south(s.entrant.number)),
                            boards: s.boards,
                            points: s.total.value(),
                            maximum: s.maximum.map_or(0.0, |p| p.value()),
                            percentage: s.percentage.map(|p| p.value()),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// Section A's travellers as the engine's pairs score card shows them (matchpointed among
    /// section A's results: the card numbers pairs without a section).
    pub fn travellers(&self) -> Vec<Traveller> {
        (1..=self.movement().boards())
            .map(|b| {
                let mut t = Traveller::new(b, board_conditions(b).1, MatchpointScale::TwoPerWin);
                for e in self
                    .entries
                    .iter()
                    .filter(|e| e.board == b && e.section == Section::A)
                {
                    if let (Outcome::Played(r), Ok(ew)) =
                        (&e.outcome, self.check(Section::A, b, e.north_south))
                    {
                        let _ = t.add(e.north_south, ew, *r);
                    }
                }
                t
            })
            .collect()
    }

    /// The evening as the club event it is, scored at two decimals a board.
    fn event(&self) -> ClubEvent {
        use super::club::{BoardRecord, BoardScoring, Entrant, Line, Rules, Winners};
        let entrants = Section::ALL
            .into_iter()
            .zip(&self.sections)
            .flat_map(|(section, p)| {
                let m = p.movement;
                m.pairs().into_iter().map(move |pair| Entrant {
                    section: section.letter().into(),
                    number: pair,
                    players: p.names.get(&pair).cloned().unwrap_or_default(),
                    team_name: String::new(),
                    // A Mitchell pair's home direction; a Howell pair sits both ways.
                    direction: m.kind().is_mitchell().then(|| {
                        if m.is_north_south(pair) {
                            Side::NorthSouth
                        } else {
                            Side::EastWest
                        }
                    }),
                })
            })
            .collect();
        let boards = (1..=self.boards())
            .map(|b| {
                let board = self.board(b);
                BoardRecord {
                    number: b,
                    dealer: board.dealer,
                    vulnerability: board.vulnerability,
                    deal: Some(board.deal),
                    lines: self
                        .plays_of_board(b)
                        .into_iter()
                        .filter_map(|(section, round, s)| {
                            Some(Line {
                                section: section.letter().into(),
                                north_south: s.north_south,
                                east_west: s.east_west,
                                round: Some(round),
                                table: Some(s.table),
                                outcome: self.outcome(section, b, s.north_south)?.clone(),
                            })
                        })
                        .collect(),
                }
            })
            .collect();
        ClubEvent {
            info: self.info.clone(),
            rules: Rules {
                scoring: match self.scoring {
                    EveningScoring::Matchpoints => {
                        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
                    }
                    EveningScoring::Imps => BoardScoring::CrossImps,
                },
                winners: if self.one_field() {
                    Winners::OneWinner
                } else {
                    Winners::TwoWinners
                },
                field: self.field,
                ..Rules::default()
            },
            entrants,
            boards,
            corrections: self.history.clone(),
            ..ClubEvent::default()
        }
    }

    /// The evening as a [`ClubEvent`](super::club::ClubEvent): a section of each movement's
    /// pairs with their players ("A", and "B" when there are two; two winners for a Mitchell,
    /// one with the arrow switch or a Howell), the boards with their hand records and every
    /// line entered, the corrections made, scored as the evening is (matchpoints on the
    /// 2-a-pair-beaten scale, or cross-IMPs; across the field or per section). `info` names it;
    /// empty fields take the evening's own. The exports and the results page are written from
    /// it.
    pub fn club_event(&self, info: EventInfo) -> ClubEvent {
        let mut event = self.event();
        let or = |given: String, own: &str| {
            if given.is_empty() {
                own.to_string()
            } else {
                given
            }
        };
        event.info = EventInfo {
            name: or(info.name, &self.info.name),
            date: or(info.date, &self.info.date),
            club: or(info.club, &self.info.club),
            program: or(info.program, &self.info.program),
        };
        // As few decimals as the board scores need: whole matchpoints print as "2", as the
        // evening's own exports always did.
        let score = event.score();
        let units = score
            .boards
            .iter()
            .flat_map(|b| &b.lines)
            .flat_map(|l| [l.north_south, l.east_west])
            .flatten()
            .map(|p| p.units);
        event.rules.board_decimals = match units.fold(0, |g, u| gcd(g, u.unsigned_abs())) {
            g if g % 100 == 0 => 0,
            g if g % 10 == 0 => 1,
            _ => 2,
        };
        event
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
