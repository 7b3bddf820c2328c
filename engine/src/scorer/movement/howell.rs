//! The Howell movements of 4 to 8 tables, each written as its card's first round: the pairs at
//! each table (North-South first) and the path the boards follow (the tables and relay stands
//! in the order the sets move down). Every later round follows the Howell's rule (McKinnon,
//! bridgecentral.com, "Reduced Howell"; the EBU's and ACBL's cards): the highest pair stays
//! where it is, every other pair takes the place the pair numbered one below it had (pair 1
//! the place of the highest moving pair), and each set moves to the place before it on the path
//! (table 1's to the last place).
//!
//! The cards:
//! - 4 tables: bridgecentral.com "4 Table Howell", the movement `8-1 6-5 4-2 R 7-3 2R`;
//! - 5 tables: the EBU's 5-table Howell layout, four relays between tables 5 and 1;
//! - 7 tables: the ACBL's 7-table Howell, table 1 starting 5 v 12 with boards 1-2 and six
//!   relays between tables 7 and 1 (pair 5 moves to table 2 East-West, pair 12 to table 5);
//! - 6 and 8 tables: pair 12 (16) stationary North-South at table 1, with relays where a
//!   search for a first round needed them (between tables 4 and 5, 5 and 6, and after 6; after
//!   7 and after 8).
//!
//! Where a card above names only its layout or its first table, the pairs at the other tables
//! are this crate's own: found so that every pair meets every other once and plays every set
//! once; the tests check that of every card. A three-quarter Howell plays the first three quarters of the complete Howell's rounds
//! (rounded up): every pair then meets three quarters of the others.

use super::Raw;

/// The tables a Howell runs with.
pub const TABLES: std::ops::RangeInclusive<u32> = 4..=8;

/// One Howell card: the first round and the boards' path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// Round 1's pairs, table 1 first: (North-South, East-West).
    pub first: &'static [(u32, u32)],
    /// The boards' path: a table's number, or 0 for a relay stand. Set `s` starts on place
    /// `s`.
    pub path: &'static [u32],
}

const FOUR: Card = Card {
    first: &[(8, 1), (6, 5), (4, 2), (7, 3)],
    path: &[1, 2, 3, 0, 4, 0, 0],
};

const FIVE: Card = Card {
    first: &[(2, 4), (7, 8), (10, 1), (3, 6), (9, 5)],
    path: &[1, 2, 3, 4, 5, 0, 0, 0, 0],
};

const SIX: Card = Card {
    first: &[(12, 1), (3, 11), (2, 6), (8, 9), (4, 10), (5, 7)],
    path: &[1, 2, 3, 4, 0, 0, 0, 5, 0, 6, 0],
};

const SEVEN: Card = Card {
    first: &[(5, 12), (1, 3), (9, 10), (6, 14), (8, 13), (2, 11), (4, 7)],
    path: &[1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0],
};

const EIGHT: Card = Card {
    first: &[
        (16, 1),
        (8, 14),
        (5, 13),
        (2, 3),
        (9, 12),
        (7, 11),
        (10, 15),
        (4, 6),
    ],
    path: &[1, 2, 3, 4, 5, 6, 7, 0, 0, 8, 0, 0, 0, 0, 0],
};

/// The card of the Howell for `tables` tables (4 to 8).
pub fn card(tables: u32) -> Card {
    match tables {
        4 => FOUR,
        5 => FIVE,
        6 => SIX,
        7 => SEVEN,
        _ => EIGHT,
    }
}

/// The complete Howell's rounds: one fewer than pairs.
pub const fn rounds(tables: u32) -> u32 {
    2 * tables - 1
}

/// The three-quarter Howell's rounds: three quarters of the complete Howell's, rounded up.
pub const fn three_quarter_rounds(tables: u32) -> u32 {
    (3 * rounds(tables)).div_ceil(4)
}

impl Card {
    /// The tables.
    pub const fn tables(&self) -> u32 {
        self.first.len() as u32
    }

    /// The sets of boards: one a place on the path.
    pub const fn sets(&self) -> u32 {
        self.path.len() as u32
    }

    /// The pair sitting in round `r` (0-based) where `pair` sat in round 1.
    const fn moved(&self, pair: u32, r: u32) -> u32 {
        let top = 2 * self.tables();
        if pair == top {
            pair
        } else {
            (pair - 1 + r) % (top - 1) + 1
        }
    }

    /// Round `r` (0-based), table 1 first.
    pub(crate) fn round(&self, r: u32) -> Vec<Raw> {
        let places = self.sets();
        (1..=self.tables())
            .map(|table| {
                let place = self.path.iter().position(|t| *t == table).unwrap_or(0) as u32;
                let (ns, ew) = self.first[table as usize - 1];
                Raw {
                    north_south: self.moved(ns, r),
                    east_west: self.moved(ew, r),
                    set: (place + r) % places,
                    shares_with: None,
                }
            })
            .collect()
    }
}
