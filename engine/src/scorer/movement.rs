//! The Mitchell movement of a small club evening: which pairs meet at which table, with which
//! boards, in each round.
//!
//! The rule reference (§8.3) names no movement; this is the standard Mitchell of club practice.
//! North-South pairs stay at their table (N-S pair `t` at table `t`); East-West pairs are numbered
//! after them (E-W pair `tables + t` starts at table `t`, as in the reference's traveller where 7
//! tables have N-S 1-7 and E-W 8-14). After each round the East-West pairs move to the next
//! higher table (the last to table 1) and the boards to the next lower table (table 1's to the
//! last). With an odd number of tables every pair meets every pair of the other direction and
//! plays every board once. With an even number the East-West pairs would meet boards they have
//! played, so they skip one table after half the rounds (a *skip Mitchell*) and the evening has
//! one round fewer than tables: every pair misses one set of boards and one opponent.
//! N-S and E-W are ranked separately (two winners), as the reference says of a stationary N-S.

use serde::{Deserialize, Serialize};

use super::ScorerError;

/// The fewest tables of a pairs event (rule reference §8.3: 3 tables, 6 pairs).
pub const MIN_TABLES: u32 = 3;
/// The most tables the scorer runs in one section.
pub const MAX_TABLES: u32 = 15;
/// The most boards a round.
pub const MAX_BOARDS_PER_ROUND: u32 = 4;

/// A Mitchell movement for `tables` tables and `boards` boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "MovementRecord", into = "MovementRecord")]
pub struct Mitchell {
    tables: u32,
    boards_per_round: u32,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct MovementRecord {
    tables: u32,
    boards: u32,
}

impl From<Mitchell> for MovementRecord {
    fn from(m: Mitchell) -> Self {
        MovementRecord {
            tables: m.tables,
            boards: m.boards(),
        }
    }
}

impl TryFrom<MovementRecord> for Mitchell {
    type Error = ScorerError;
    fn try_from(r: MovementRecord) -> Result<Self, ScorerError> {
        Mitchell::new(r.tables, r.boards)
    }
}

/// Who plays what at one table in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    /// The table, from 1.
    pub table: u32,
    /// The North-South pair's number.
    pub north_south: u32,
    /// The East-West pair's number.
    pub east_west: u32,
    /// The first board played.
    pub first_board: u32,
    /// The last board played.
    pub last_board: u32,
}

impl Seating {
    /// The boards played, in order.
    pub fn boards(&self) -> std::ops::RangeInclusive<u32> {
        self.first_board..=self.last_board
    }
}

impl Mitchell {
    /// A Mitchell of `tables` tables (3 to 15) playing `boards` boards, a multiple of the tables
    /// (one set of boards a table, 1 to 4 boards a round).
    pub fn new(tables: u32, boards: u32) -> Result<Mitchell, ScorerError> {
        if !(MIN_TABLES..=MAX_TABLES).contains(&tables) {
            return Err(ScorerError::Tables {
                found: tables,
                min: MIN_TABLES,
                max: MAX_TABLES,
            });
        }
        let per_round = boards / tables;
        if !boards.is_multiple_of(tables) || !(1..=MAX_BOARDS_PER_ROUND).contains(&per_round) {
            return Err(ScorerError::Boards {
                boards,
                tables,
                max_per_round: MAX_BOARDS_PER_ROUND,
            });
        }
        Ok(Mitchell {
            tables,
            boards_per_round: per_round,
        })
    }

    /// The number of tables.
    pub const fn tables(&self) -> u32 {
        self.tables
    }

    /// The number of boards (one set a table).
    pub const fn boards(&self) -> u32 {
        self.tables * self.boards_per_round
    }

    /// Boards played a round.
    pub const fn boards_per_round(&self) -> u32 {
        self.boards_per_round
    }

    /// Rounds: one a table, one fewer with an even number of tables (the skip).
    pub const fn rounds(&self) -> u32 {
        if self.tables.is_multiple_of(2) {
            self.tables - 1
        } else {
            self.tables
        }
    }

    /// True when the East-West pairs skip a table (even number of tables).
    pub const fn has_skip(&self) -> bool {
        self.tables.is_multiple_of(2)
    }

    /// The round before which the East-West pairs skip a table (1-based), if they do.
    pub const fn skip_before_round(&self) -> Option<u32> {
        if self.has_skip() {
            Some(self.tables / 2 + 1)
        } else {
            None
        }
    }

    /// How many times each board is played.
    pub const fn plays_per_board(&self) -> u32 {
        self.rounds()
    }

    /// Every pair number: N-S `1..=tables`, then E-W.
    pub fn pairs(&self) -> std::ops::RangeInclusive<u32> {
        1..=2 * self.tables
    }

    /// True for a North-South pair number.
    pub const fn is_north_south(&self, pair: u32) -> bool {
        pair >= 1 && pair <= self.tables
    }

    /// The seating at `table` (1-based) in `round` (1-based), `None` outside the movement.
    pub fn seating(&self, round: u32, table: u32) -> Option<Seating> {
        let n = self.tables;
        if !(1..=self.rounds()).contains(&round) || !(1..=n).contains(&table) {
            return None;
        }
        let (r, t) = (round - 1, table - 1);
        let skip = u32::from(self.skip_before_round().is_some_and(|s| round >= s));
        // E-W move up one table a round (two at the skip); boards move down one table.
        let east_west = (t + 2 * n - r - skip) % n;
        let set = (t + r) % n;
        let first_board = set * self.boards_per_round + 1;
        Some(Seating {
            table,
            north_south: table,
            east_west: n + east_west + 1,
            first_board,
            last_board: first_board + self.boards_per_round - 1,
        })
    }

    /// Every table of `round`.
    pub fn round(&self, round: u32) -> Vec<Seating> {
        (1..=self.tables)
            .filter_map(|t| self.seating(round, t))
            .collect()
    }

    /// Every seating where `board` is played, in round order: the board's traveller.
    pub fn plays_of_board(&self, board: u32) -> Vec<(u32, Seating)> {
        (1..=self.rounds())
            .flat_map(|r| self.round(r).into_iter().map(move |s| (r, s)))
            .filter(|(_, s)| s.boards().contains(&board))
            .collect()
    }

    /// The East-West pair North-South pair `north_south` meets on `board`, if the movement has
    /// them play it.
    pub fn opponent(&self, board: u32, north_south: u32) -> Option<u32> {
        self.plays_of_board(board)
            .into_iter()
            .find(|(_, s)| s.north_south == north_south)
            .map(|(_, s)| s.east_west)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn three_tables_six_boards_as_printed_in_a_club() {
        // Round 1: table 1 N-S 1 v E-W 4 boards 1-2, table 2 2 v 5 boards 3-4, table 3 3 v 6
        // boards 5-6. E-W move up (6 to table 1), boards move down (3-4 to table 1).
        let m = Mitchell::new(3, 6).unwrap();
        let expected = [
            [(1, 4, 1), (2, 5, 3), (3, 6, 5)],
            [(1, 6, 3), (2, 4, 5), (3, 5, 1)],
            [(1, 5, 5), (2, 6, 1), (3, 4, 3)],
        ];
        for (r, row) in expected.iter().enumerate() {
            let got: Vec<_> = m
                .round(r as u32 + 1)
                .iter()
                .map(|s| (s.north_south, s.east_west, s.first_board))
                .collect();
            assert_eq!(got, row.to_vec(), "round {}", r + 1);
        }
        assert_eq!(m.rounds(), 3);
        assert_eq!(m.opponent(2, 3), Some(5));
        assert_eq!(m.opponent(7, 1), None);
    }

    #[test]
    fn every_size_is_a_proper_movement() {
        for tables in MIN_TABLES..=MAX_TABLES {
            let m = Mitchell::new(tables, tables * 2).unwrap();
            let rounds = m.rounds();
            for r in 1..=rounds {
                let round = m.round(r);
                // Each set of boards and each E-W pair at exactly one table a round.
                let sets: BTreeSet<u32> = round.iter().map(|s| s.first_board).collect();
                let ew: BTreeSet<u32> = round.iter().map(|s| s.east_west).collect();
                assert_eq!(sets.len() as u32, tables, "{tables} tables round {r}");
                assert_eq!(ew.len() as u32, tables, "{tables} tables round {r}");
                assert!(ew.iter().all(|p| !m.is_north_south(*p)));
            }
            // No E-W pair meets a N-S pair or a board twice.
            for e in tables + 1..=2 * tables {
                let seats: Vec<Seating> = (1..=rounds)
                    .flat_map(|r| m.round(r))
                    .filter(|s| s.east_west == e)
                    .collect();
                assert_eq!(seats.len() as u32, rounds);
                let met: BTreeSet<u32> = seats.iter().map(|s| s.north_south).collect();
                let sets: BTreeSet<u32> = seats.iter().map(|s| s.first_board).collect();
                assert_eq!(met.len() as u32, rounds, "{tables} tables, E-W {e}");
                assert_eq!(sets.len() as u32, rounds, "{tables} tables, E-W {e}");
            }
            for b in 1..=m.boards() {
                assert_eq!(m.plays_of_board(b).len() as u32, m.plays_per_board());
            }
        }
    }

    #[test]
    fn sizes_outside_the_movement_are_refused() {
        for (t, b) in [(2, 4), (16, 32), (3, 7), (3, 0), (3, 15)] {
            assert!(Mitchell::new(t, b).is_err(), "{t} tables {b} boards");
        }
        assert_eq!(Mitchell::new(4, 8).unwrap().skip_before_round(), Some(3));
    }
}
