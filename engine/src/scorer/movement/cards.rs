//! Guide cards: each table's card (round by round, the pairs, the boards and where each goes
//! next) and each pair's card (where it sits, whom it meets, which boards, where it goes next),
//! as data for the app to print and the command line to write.

use super::{Movement, Seating, SetPlace};

/// Where a pair is in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairPlace {
    /// At `table`, North-South or East-West.
    Table {
        /// The table.
        table: u32,
        /// True when sitting North-South.
        north_south: bool,
    },
    /// Sitting out.
    SitOut,
}

/// One round of a table's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRound {
    /// The round (1-based).
    pub round: u32,
    /// The play, when the table is in play this round.
    pub seating: Option<Seating>,
    /// The pair sitting out here when the table's other pair is the phantom.
    pub sitting_out: Option<u32>,
    /// Where the North-South pair goes next round (none after the last).
    pub north_south_next: Option<PairPlace>,
    /// Where the East-West pair goes next round.
    pub east_west_next: Option<PairPlace>,
    /// Where the boards go next round.
    pub boards_next: Option<SetPlace>,
}

/// A table's guide card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCard {
    /// The table.
    pub table: u32,
    /// Every round.
    pub rounds: Vec<TableRound>,
}

/// One round of a pair's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairRound {
    /// The round (1-based).
    pub round: u32,
    /// Where the pair is.
    pub place: PairPlace,
    /// The opponents, when playing.
    pub opponent: Option<u32>,
    /// The boards, in the order played at the table.
    pub boards: Vec<u32>,
    /// Where the pair goes next round (none after the last).
    pub next: Option<PairPlace>,
}

/// A pair's guide card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairCard {
    /// The pair.
    pub pair: u32,
    /// Every round.
    pub rounds: Vec<PairRound>,
}

impl Movement {
    /// Where `pair` is in `round` (1-based).
    pub fn pair_place(&self, round: u32, pair: u32) -> PairPlace {
        self.seat_of(round, pair)
            .map_or(PairPlace::SitOut, |s| PairPlace::Table {
                table: s.table,
                north_south: s.north_south == pair,
            })
    }

    /// Where `pair` goes after `round`: `None` after the last round.
    fn next_place(&self, round: u32, pair: u32) -> Option<PairPlace> {
        (round < self.rounds()).then(|| self.pair_place(round + 1, pair))
    }

    /// Every table's guide card, table 1 first.
    pub fn table_cards(&self) -> Vec<TableCard> {
        let layouts: Vec<(u32, Vec<Seating>, Vec<u32>)> = (1..=self.rounds())
            .map(|r| (r, self.round(r), self.sitting_out(r)))
            .collect();
        (1..=self.tables())
            .map(|table| TableCard {
                table,
                rounds: layouts
                    .iter()
                    .map(|(round, seats, out)| {
                        let round = *round;
                        let seating = seats.iter().find(|s| s.table == table).copied();
                        // A table not in play holds a pair whose opponent is the phantom.
                        let sitting_out = if seating.is_none() {
                            out.iter()
                                .copied()
                                .find(|p| self.raw_table_of(round, *p) == Some(table))
                        } else {
                            None
                        };
                        TableRound {
                            round,
                            seating,
                            sitting_out,
                            north_south_next: seating
                                .and_then(|s| self.next_place(round, s.north_south)),
                            east_west_next: seating
                                .and_then(|s| self.next_place(round, s.east_west)),
                            boards_next: seating.and_then(|s| {
                                (round < self.rounds()).then(|| self.set_place(round + 1, s.set))
                            }),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// Every pair's guide card, in pair order.
    pub fn pair_cards(&self) -> Vec<PairCard> {
        self.pairs()
            .into_iter()
            .map(|pair| PairCard {
                pair,
                rounds: (1..=self.rounds())
                    .map(|round| {
                        let seat = self.seat_of(round, pair);
                        PairRound {
                            round,
                            place: self.pair_place(round, pair),
                            opponent: seat.and_then(|s| s.opponent_of(pair)),
                            boards: seat.map(|s| s.play_order()).unwrap_or_default(),
                            next: self.next_place(round, pair),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// The table where `pair` would sit in `round` had its opponent not been the phantom.
    fn raw_table_of(&self, round: u32, pair: u32) -> Option<u32> {
        self.raw(round - 1)
            .iter()
            .position(|r| r.north_south == pair || r.east_west == pair)
            .map(|i| i as u32 + 1)
    }
}
