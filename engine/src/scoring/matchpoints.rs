//! Matchpoints for pairs events (rule reference §8.3): on each board a pair scores 2 for each
//! pair in the same direction it beat and 1 for each tie (or 1 and ½, the North American
//! convention); top = 2 × (results − 1), East-West MPs = top − North-South MPs, and session
//! totals become percentages of the maximum.

use super::duplicate::north_south_score;
use crate::auction::Contract;
use crate::game::BoardResult;
use crate::seat::{Seat, Vulnerability, board_conditions};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// What a win and a tie are worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchpointScale {
    /// 2 per pair beaten, 1 per tie (the rule reference's form).
    #[default]
    TwoPerWin,
    /// 1 per pair beaten, ½ per tie (North America). Percentages come out the same.
    OnePerWin,
}

impl MatchpointScale {
    /// MPs for beating one pair.
    pub const fn win(self) -> f64 {
        match self {
            MatchpointScale::TwoPerWin => 2.0,
            MatchpointScale::OnePerWin => 1.0,
        }
    }

    /// The top on a board played `results` times: a win against every other result.
    pub fn top(self, results: usize) -> f64 {
        self.win() * results.saturating_sub(1) as f64
    }
}

/// North-South matchpoints for each of `north_south_scores` (same order). East-West MPs of a
/// result are the top minus its North-South MPs.
pub fn matchpoint(north_south_scores: &[i32], scale: MatchpointScale) -> Vec<f64> {
    let half = scale.win() / 2.0;
    north_south_scores
        .iter()
        .map(|&s| {
            north_south_scores
                .iter()
                .map(|&o| match s.cmp(&o) {
                    std::cmp::Ordering::Greater => scale.win(),
                    std::cmp::Ordering::Equal => half,
                    std::cmp::Ordering::Less => 0.0,
                })
                .sum::<f64>()
                // The comparison with itself counted as a tie.
                - half
        })
        .collect()
}

/// One line of a traveller.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TravellerRow {
    /// The North-South pair's number.
    pub north_south_pair: u32,
    /// The East-West pair's number.
    pub east_west_pair: u32,
    /// Contract, declarer and tricks (or passed out).
    pub result: BoardResult,
    /// North-South's duplicate score.
    pub north_south_score: i32,
    /// North-South's matchpoints.
    pub north_south_mp: f64,
    /// East-West's matchpoints.
    pub east_west_mp: f64,
}

impl TravellerRow {
    /// The contract, `None` when passed out.
    pub fn contract(&self) -> Option<Contract> {
        self.result.contract().map(|(c, _)| c)
    }

    /// Declarer, `None` when passed out.
    pub fn declarer(&self) -> Option<Seat> {
        self.result.contract().map(|(_, d)| d)
    }

    /// Tricks taken by declarer.
    pub const fn tricks(&self) -> u8 {
        self.result.declarer_tricks
    }
}

/// Why a result cannot go on a traveller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TravellerError {
    /// Declarer cannot take more than 13 tricks.
    TooManyTricks(u8),
    /// A pair cannot play against itself.
    SamePair(u32),
    /// This pair already has a result on this board.
    AlreadyPlayed(u32),
}

impl fmt::Display for TravellerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TravellerError::TooManyTricks(t) => write!(f, "{t} tricks: there are only 13"),
            TravellerError::SamePair(p) => write!(f, "pair {p} cannot play against itself"),
            TravellerError::AlreadyPlayed(p) => write!(f, "pair {p} already played this board"),
        }
    }
}

impl std::error::Error for TravellerError {}

/// The results of one board, matchpointed: they are rescored every time a result is added.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "TravellerRecord", into = "TravellerRecord")]
pub struct Traveller {
    board: u32,
    vulnerability: Vulnerability,
    scale: MatchpointScale,
    rows: Vec<TravellerRow>,
}

/// Saved form: the matchpoints are worked out again on loading.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct TravellerRecord {
    board: u32,
    vulnerability: Vulnerability,
    scale: MatchpointScale,
    results: Vec<(u32, u32, BoardResult)>,
}

impl From<Traveller> for TravellerRecord {
    fn from(t: Traveller) -> Self {
        TravellerRecord {
            board: t.board,
            vulnerability: t.vulnerability,
            scale: t.scale,
            results: t
                .rows
                .iter()
                .map(|r| (r.north_south_pair, r.east_west_pair, r.result))
                .collect(),
        }
    }
}

impl From<TravellerRecord> for Traveller {
    fn from(r: TravellerRecord) -> Self {
        let mut t = Traveller::new(r.board, r.vulnerability, r.scale);
        for (ns, ew, result) in r.results {
            // A saved result that no longer fits is dropped rather than failing the whole load.
            let _ = t.add(ns, ew, result);
        }
        t
    }
}

impl Traveller {
    /// An empty traveller for board `board` with the given vulnerability.
    pub fn new(board: u32, vulnerability: Vulnerability, scale: MatchpointScale) -> Traveller {
        Traveller {
            board,
            vulnerability,
            scale,
            rows: Vec::new(),
        }
    }

    /// An empty traveller for board `board` of the 16-board cycle (its vulnerability).
    pub fn for_board(board: u32, scale: MatchpointScale) -> Traveller {
        Traveller::new(board, board_conditions(board).1, scale)
    }

    /// Adds a result, scored with the duplicate scorer, and rescores every row.
    pub fn add(
        &mut self,
        north_south_pair: u32,
        east_west_pair: u32,
        result: BoardResult,
    ) -> Result<&TravellerRow, TravellerError> {
        if result.declarer_tricks > 13 {
            return Err(TravellerError::TooManyTricks(result.declarer_tricks));
        }
        if north_south_pair == east_west_pair {
            return Err(TravellerError::SamePair(north_south_pair));
        }
        for r in &self.rows {
            for p in [north_south_pair, east_west_pair] {
                if p == r.north_south_pair || p == r.east_west_pair {
                    return Err(TravellerError::AlreadyPlayed(p));
                }
            }
        }
        let north_south_score =
            north_south_score(result.outcome, self.vulnerability, result.declarer_tricks);
        self.rows.push(TravellerRow {
            north_south_pair,
            east_west_pair,
            result,
            north_south_score,
            north_south_mp: 0.0,
            east_west_mp: 0.0,
        });
        self.rescore();
        let last = self.rows.len() - 1;
        Ok(&self.rows[last])
    }

    fn rescore(&mut self) {
        let scores: Vec<i32> = self.rows.iter().map(|r| r.north_south_score).collect();
        let top = self.top();
        for (row, mp) in self.rows.iter_mut().zip(matchpoint(&scores, self.scale)) {
            row.north_south_mp = mp;
            row.east_west_mp = top - mp;
        }
    }

    /// The board number.
    pub const fn board(&self) -> u32 {
        self.board
    }

    /// The board's vulnerability.
    pub const fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    /// The matchpoint scale.
    pub const fn scale(&self) -> MatchpointScale {
        self.scale
    }

    /// The rows in the order added.
    pub fn rows(&self) -> &[TravellerRow] {
        &self.rows
    }

    /// The top on this board.
    pub fn top(&self) -> f64 {
        self.scale.top(self.rows.len())
    }

    /// `mp` matchpoints on this board as a percentage of the top; `None` while the board has
    /// been played only once (nothing to compare with).
    pub fn percentage(&self, mp: f64) -> Option<f64> {
        let top = self.top();
        (top > 0.0).then(|| 100.0 * mp / top)
    }
}

/// A pair's session result.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairTotal {
    /// The pair's number.
    pub pair: u32,
    /// Boards played.
    pub boards: u32,
    /// Matchpoints scored.
    pub matchpoints: f64,
    /// The maximum possible on those boards (the sum of their tops).
    pub maximum: f64,
    /// `matchpoints / maximum` as a percentage; `None` when no board could be compared
    /// (every board played only once).
    pub percentage: Option<f64>,
}

/// Every pair's total over `travellers`, best percentage first (pairs in either direction,
/// so arrow-switched boards are included). Percentages compare pairs that played different
/// numbers of boards.
pub fn session_totals(travellers: &[Traveller]) -> Vec<PairTotal> {
    let mut totals: BTreeMap<u32, PairTotal> = BTreeMap::new();
    for t in travellers {
        let top = t.top();
        for r in t.rows() {
            for (pair, mp) in [
                (r.north_south_pair, r.north_south_mp),
                (r.east_west_pair, r.east_west_mp),
            ] {
                let e = totals.entry(pair).or_insert(PairTotal {
                    pair,
                    boards: 0,
                    matchpoints: 0.0,
                    maximum: 0.0,
                    percentage: None,
                });
                e.boards += 1;
                e.matchpoints += mp;
                e.maximum += top;
            }
        }
    }
    let mut out: Vec<PairTotal> = totals
        .into_values()
        .map(|mut p| {
            p.percentage = (p.maximum > 0.0).then(|| 100.0 * p.matchpoints / p.maximum);
            p
        })
        .collect();
    out.sort_by(|a, b| {
        b.percentage
            .unwrap_or(-1.0)
            .total_cmp(&a.percentage.unwrap_or(-1.0))
            .then(a.pair.cmp(&b.pair))
    });
    out
}
