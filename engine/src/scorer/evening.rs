//! A small duplicate club evening: the movement, travellers entered board by board,
//! matchpoints or IMPs, and the ranking of each direction (rule reference §8.3).
//!
//! Scoring. **Matchpoints**: on each board a result scores 2 for each other result in the same
//! direction it beats and 1 for each tie; a pair's percentage is its matchpoints over the sum of
//! the tops of the boards it played (only results entered so far are compared). **IMPs**
//! (cross-IMPs, the reference's "against every other pair"): a result scores the IMPs of its
//! difference with each other result on the board, averaged over those comparisons as the IMP
//! pairs sessions do ([`cross_imps`]); a pair's score is its total.
//! Mitchell pairs are ranked within their direction: there is a North-South and an East-West
//! winner, unless the arrow switch makes one field; a Howell has one field.

use serde::{Deserialize, Serialize};

use super::movement::Movement;
use super::{DealEntry, ScorerError};
use crate::deal::Deal;
use crate::game::{Board, BoardResult};
use crate::scoring::imp_pairs::cross_imps;
use crate::scoring::matchpoints::{MatchpointScale, Traveller, matchpoint};
use crate::seat::board_conditions;

/// How the boards are scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EveningScoring {
    /// Matchpoints, 2 a pair beaten and 1 a tie; ranked by percentage.
    #[default]
    Matchpoints,
    /// Cross-IMPs against every other result on the board, averaged; ranked by total.
    Imps,
}

/// One result entered on a traveller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TravellerEntry {
    /// The board.
    pub board: u32,
    /// The North-South pair (the East-West pair follows from the movement).
    pub north_south: u32,
    /// Contract, declarer and tricks.
    pub result: BoardResult,
    /// The results this line had before it was corrected, oldest first: undo brings them back.
    /// Left out of saves when empty, so a save from before corrections were kept reads as it
    /// always did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaced: Vec<BoardResult>,
}

/// A club evening: its movement, its scoring, the hand records' seed and the results entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "EveningRecord", into = "EveningRecord")]
pub struct Evening {
    movement: Movement,
    scoring: EveningScoring,
    seed: u64,
    entries: Vec<TravellerEntry>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct EveningRecord {
    movement: Movement,
    scoring: EveningScoring,
    seed: u64,
    entries: Vec<TravellerEntry>,
}

impl From<Evening> for EveningRecord {
    fn from(e: Evening) -> Self {
        EveningRecord {
            movement: e.movement,
            scoring: e.scoring,
            seed: e.seed,
            entries: e.entries,
        }
    }
}

impl TryFrom<EveningRecord> for Evening {
    type Error = ScorerError;
    fn try_from(r: EveningRecord) -> Result<Self, ScorerError> {
        let mut e = Evening::new(r.movement, r.scoring, r.seed);
        for (i, x) in r.entries.iter().enumerate() {
            e.check(x.board, x.north_south)?;
            // A pair's result on a board is entered once.
            if r.entries[..i]
                .iter()
                .any(|y| y.board == x.board && y.north_south == x.north_south)
            {
                return Err(ScorerError::Damaged);
            }
        }
        e.entries = r.entries;
        Ok(e)
    }
}

/// One line of a board's traveller, in the movement's order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TravellerLine {
    /// The round the board is played in (1-based).
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The North-South pair.
    pub north_south: u32,
    /// The East-West pair.
    pub east_west: u32,
    /// The result, once entered.
    pub result: Option<BoardResult>,
    /// North-South's duplicate score.
    pub north_south_score: Option<i32>,
    /// North-South's matchpoints or IMPs.
    pub north_south_points: Option<f64>,
    /// East-West's matchpoints or IMPs.
    pub east_west_points: Option<f64>,
}

/// A pair's place in its direction's ranking.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// 1 for the winner; pairs with equal scores share a rank.
    pub rank: u32,
    /// True when another pair has the same rank.
    pub tied: bool,
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

impl Evening {
    /// An evening with no result yet; `seed` deals its hand records.
    pub fn new(movement: Movement, scoring: EveningScoring, seed: u64) -> Evening {
        Evening {
            movement,
            scoring,
            seed,
            entries: Vec::new(),
        }
    }

    /// The movement.
    pub const fn movement(&self) -> &Movement {
        &self.movement
    }

    /// Matchpoints or IMPs.
    pub const fn scoring(&self) -> EveningScoring {
        self.scoring
    }

    /// The seed of the hand records.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The results entered, in the order entered.
    pub fn entries(&self) -> &[TravellerEntry] {
        &self.entries
    }

    /// Board `number` of the hand records, with its dealer and vulnerability (WBF Law 2).
    pub fn board(&self, number: u32) -> Board {
        Board::numbered(
            number,
            Deal::random(self.seed.wrapping_add(u64::from(number))),
        )
    }

    fn check(&self, board: u32, north_south: u32) -> Result<u32, ScorerError> {
        self.movement
            .opponent(board, north_south)
            .ok_or(ScorerError::NotInMovement { board, north_south })
    }

    /// Enters (or corrects) the result of N-S pair `north_south` on `board`.
    pub fn enter(
        &mut self,
        board: u32,
        north_south: u32,
        entry: &DealEntry,
    ) -> Result<(), ScorerError> {
        self.check(board, north_south)?;
        let result = entry.result()?;
        if entry.honours.is_some() {
            // Honours are never scored in duplicate (Decision 8).
            return Err(ScorerError::Honours(
                result.contract().map(|(c, _)| c.strain()),
            ));
        }
        // A correction moves the line to the end (it is the latest entry) and keeps what it
        // replaced, so undo can bring that back.
        let mut replaced = Vec::new();
        if let Some(i) = self
            .entries
            .iter()
            .position(|e| e.board == board && e.north_south == north_south)
        {
            let old = self.entries.remove(i);
            replaced = old.replaced;
            replaced.push(old.result);
        }
        self.entries.push(TravellerEntry {
            board,
            north_south,
            result,
            replaced,
        });
        Ok(())
    }

    /// Takes back the last result entered; false when there is none.
    pub fn undo(&mut self) -> bool {
        let last = self.entries.last().map(|e| e.board);
        last.is_some_and(|b| self.undo_board(b).is_some())
    }

    /// Takes back the last result entered on `board`: a corrected line gets its earlier result
    /// back, otherwise the line is emptied. Returns the entry as it was before; `None` when the
    /// board has no result.
    pub fn undo_board(&mut self, board: u32) -> Option<TravellerEntry> {
        let i = self.entries.iter().rposition(|e| e.board == board)?;
        let taken = self.entries[i].clone();
        let entry = &mut self.entries[i];
        match entry.replaced.pop() {
            Some(earlier) => entry.result = earlier,
            None => {
                self.entries.remove(i);
            }
        }
        Some(taken)
    }

    /// The result of N-S pair `north_south` on `board`, if entered.
    pub fn result(&self, board: u32, north_south: u32) -> Option<BoardResult> {
        self.entries
            .iter()
            .find(|e| e.board == board && e.north_south == north_south)
            .map(|e| e.result)
    }

    /// True when every board has every result the movement plays.
    pub fn is_complete(&self) -> bool {
        self.entries.len() as u32 == self.movement.plays()
    }

    /// Board `board`'s traveller, scored as far as results are entered.
    pub fn traveller(&self, board: u32) -> Vec<TravellerLine> {
        let vul = board_conditions(board).1;
        let mut lines: Vec<TravellerLine> = self
            .movement
            .plays_of_board(board)
            .into_iter()
            .map(|(round, s)| {
                let result = self.result(board, s.north_south);
                TravellerLine {
                    round,
                    table: s.table,
                    north_south: s.north_south,
                    east_west: s.east_west,
                    result,
                    north_south_score: result.map(|r| r.north_south_score(vul)),
                    north_south_points: None,
                    east_west_points: None,
                }
            })
            .collect();
        let scores: Vec<i32> = lines.iter().filter_map(|l| l.north_south_score).collect();
        let points: Vec<f64> = match self.scoring {
            EveningScoring::Matchpoints => matchpoint(&scores, MatchpointScale::TwoPerWin),
            EveningScoring::Imps => cross_imps(&scores),
        };
        let top = MatchpointScale::TwoPerWin.top(scores.len());
        let mut next = points.into_iter();
        for l in lines.iter_mut().filter(|l| l.result.is_some()) {
            let p = next.next().unwrap_or_default();
            l.north_south_points = Some(p);
            l.east_west_points = Some(match self.scoring {
                EveningScoring::Matchpoints => top - p,
                // `0.0 - p`, not `-p`: a level board is 0 for both, never −0.
                EveningScoring::Imps => 0.0 - p,
            });
        }
        lines
    }

    /// The rankings, best first: a Mitchell's North-South pairs, then its East-West pairs; with
    /// one field (a Howell, an arrow-switched Mitchell) every pair in the first and the second
    /// empty.
    pub fn ranking(&self) -> [Vec<Standing>; 2] {
        let m = &self.movement;
        let mut all: Vec<Standing> = m
            .pairs()
            .into_iter()
            .map(|pair| Standing {
                rank: 0,
                tied: false,
                pair,
                north_south: m.is_north_south(pair),
                boards: 0,
                points: 0.0,
                maximum: 0.0,
                percentage: None,
            })
            .collect();
        for board in 1..=m.boards() {
            let lines = self.traveller(board);
            let played = lines.iter().filter(|l| l.result.is_some()).count();
            let top = MatchpointScale::TwoPerWin.top(played);
            for l in &lines {
                for (pair, points) in [
                    (l.north_south, l.north_south_points),
                    (l.east_west, l.east_west_points),
                ] {
                    let standing = all.iter_mut().find(|s| s.pair == pair);
                    if let (Some(p), Some(s)) = (points, standing) {
                        s.boards += 1;
                        s.points += p;
                        s.maximum += top;
                    }
                }
            }
        }
        let imps = self.scoring == EveningScoring::Imps;
        for s in &mut all {
            s.percentage = (!imps && s.maximum > 0.0).then(|| 100.0 * s.points / s.maximum);
        }
        let (mut ns, mut ew): (Vec<Standing>, Vec<Standing>) = all
            .into_iter()
            .partition(|s| m.one_field() || s.north_south);
        for field in [&mut ns, &mut ew] {
            // Matchpoint percentages compared exactly: a/b against c/d as a·d against c·b.
            let better = |a: &Standing, b: &Standing| {
                if imps {
                    a.points.total_cmp(&b.points)
                } else {
                    (a.points * b.maximum.max(1.0)).total_cmp(&(b.points * a.maximum.max(1.0)))
                }
            };
            field.sort_by(|a, b| better(b, a).then(a.pair.cmp(&b.pair)));
            for i in 0..field.len() {
                field[i].rank = if i > 0 && better(&field[i], &field[i - 1]).is_eq() {
                    field[i - 1].rank
                } else {
                    i as u32 + 1
                };
            }
            for i in 0..field.len() {
                let rank = field[i].rank;
                field[i].tied = field.iter().filter(|s| s.rank == rank).count() > 1;
            }
        }
        [ns, ew]
    }

    /// The travellers as the engine's pairs score card shows them (matchpointed).
    pub fn travellers(&self) -> Vec<Traveller> {
        (1..=self.movement.boards())
            .map(|b| {
                let mut t = Traveller::new(b, board_conditions(b).1, MatchpointScale::TwoPerWin);
                for l in self.traveller(b) {
                    if let Some(r) = l.result {
                        let _ = t.add(l.north_south, l.east_west, r);
                    }
                }
                t
            })
            .collect()
    }
}

impl Evening {
    /// The evening as a [`ClubEvent`](super::club::ClubEvent): one section "A" of the movement's
    /// pairs (two winners for a Mitchell, one with the arrow switch or a Howell), the boards with their hand records and every result
    /// entered, scored as the evening is (matchpoints on the 2-a-pair-beaten scale, or
    /// cross-IMPs). The exports and the results page are written from it.
    pub fn club_event(&self, info: super::club::EventInfo) -> super::club::ClubEvent {
        use super::club::{
            BoardRecord, BoardScoring, ClubEvent, Entrant, Line, Outcome, Rules, Winners,
        };
        use crate::seat::Side;
        let m = &self.movement;
        let entrants = m
            .pairs()
            .into_iter()
            .map(|pair| Entrant {
                section: "A".into(),
                number: pair,
                players: Vec::new(),
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
            .collect();
        let boards = (1..=m.boards())
            .map(|b| {
                let board = self.board(b);
                BoardRecord {
                    number: b,
                    dealer: board.dealer,
                    vulnerability: board.vulnerability,
                    deal: Some(board.deal),
                    lines: self
                        .traveller(b)
                        .into_iter()
                        .filter_map(|l| {
                            Some(Line {
                                section: "A".into(),
                                north_south: l.north_south,
                                east_west: l.east_west,
                                round: Some(l.round),
                                table: Some(l.table),
                                outcome: Outcome::Played(l.result?),
                            })
                        })
                        .collect(),
                }
            })
            .collect();
        let mut event = ClubEvent {
            info,
            rules: Rules {
                scoring: match self.scoring {
                    EveningScoring::Matchpoints => {
                        BoardScoring::Matchpoints(MatchpointScale::TwoPerWin)
                    }
                    EveningScoring::Imps => BoardScoring::CrossImps,
                },
                winners: if m.one_field() {
                    Winners::OneWinner
                } else {
                    Winners::TwoWinners
                },
                ..Rules::default()
            },
            entrants,
            boards,
            ..ClubEvent::default()
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
