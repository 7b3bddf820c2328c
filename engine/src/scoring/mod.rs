//! Scoring. The contract arithmetic common to every form lives here; each form of the game
//! (duplicate, rubber, Chicago, teams, pairs, minibridge) has its own module.

use crate::auction::{Contract, Doubling, Strain};
use crate::seat::Side;

pub mod bam;
pub mod beer;
pub mod chicago;
pub mod duplicate;
pub mod honours;
pub mod imp_pairs;
pub mod imps;
pub mod matchpoints;
pub mod minibridge;
pub mod rubber;
pub mod russian;
pub mod vp;

/// The parts of one contract's result that every scoring form shares (rule reference §5).
///
/// Game and part-score bonuses are not here: duplicate, rubber and Chicago award them differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct ContractScore {
    /// Trick score of the contracted odd tricks, after doubling ("below the line"); 0 when down.
    pub trick_score: u32,
    /// Overtrick points.
    pub overtricks: u32,
    /// 50 for making a doubled contract, 100 redoubled.
    pub insult: u32,
    /// Small or grand slam bonus (bid and made).
    pub slam: u32,
    /// Penalty the defenders score when the contract fails.
    pub undertricks: u32,
}

impl ContractScore {
    /// True when the contract was made.
    pub const fn made(&self) -> bool {
        self.undertricks == 0
    }

    /// What declarer's side scores above the line (overtricks, insult, slam).
    pub const fn premiums(&self) -> u32 {
        self.overtricks + self.insult + self.slam
    }
}

/// An entry of a WE/THEY score sheet (rubber or Chicago): whose it is, its points, and whether it
/// stands below the line.
pub trait SheetEntry {
    /// The side that scores it.
    fn side(&self) -> Side;
    /// Its points.
    fn points(&self) -> u32;
    /// True for a trick score below the line.
    fn is_below_line(&self) -> bool;
}

/// Points of the entries `keep` accepts, never overflowing.
pub(crate) fn sheet_sum<E: SheetEntry>(entries: &[E], keep: impl Fn(&E) -> bool) -> u32 {
    entries
        .iter()
        .filter(|e| keep(e))
        .fold(0u32, |t, e| t.saturating_add(e.points()))
}

/// The line totals every WE/THEY sheet offers, from its entries.
pub trait SheetTotals {
    /// The entry type.
    type Entry: SheetEntry;

    /// Every entry in the order scored.
    fn entries(&self) -> &[Self::Entry];

    /// `side`'s points above the line.
    fn above_line(&self, side: Side) -> u32 {
        sheet_sum(self.entries(), |e| e.side() == side && !e.is_below_line())
    }

    /// `side`'s points below the line (part-scores cut off by a game still count here).
    fn below_line(&self, side: Side) -> u32 {
        sheet_sum(self.entries(), |e| e.side() == side && e.is_below_line())
    }

    /// `side`'s total: every entry, above and below the line.
    fn total(&self, side: Side) -> u32 {
        sheet_sum(self.entries(), |e| e.side() == side)
    }

    /// North-South's (WE's) margin; negative when East-West lead.
    fn net(&self) -> i64 {
        i64::from(self.total(Side::NorthSouth)) - i64::from(self.total(Side::EastWest))
    }
}

/// Why a deal cannot be recorded on a score sheet (rubber or Chicago).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// The sheet is finished (the rubber won or abandoned, every Chicago set played).
    Over,
    /// Declarer cannot take more than 13 tricks.
    TooManyTricks(u8),
    /// The honours do not fit the contract.
    Honours(honours::HonoursMismatch),
}

impl std::fmt::Display for SheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SheetError::Over => f.write_str("the score sheet is finished: start a new one"),
            SheetError::TooManyTricks(t) => write!(f, "{t} tricks: there are only 13"),
            SheetError::Honours(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SheetError {}

impl From<honours::HonoursMismatch> for SheetError {
    fn from(e: honours::HonoursMismatch) -> Self {
        SheetError::Honours(e)
    }
}

/// Trick points for `odd_tricks` odd tricks in `strain`, undoubled.
pub const fn trick_points(strain: Strain, odd_tricks: u32) -> u32 {
    if odd_tricks == 0 {
        return 0;
    }
    match strain {
        Strain::Clubs | Strain::Diamonds => 20 * odd_tricks,
        Strain::Hearts | Strain::Spades => 30 * odd_tricks,
        Strain::NoTrump => 40 + 30 * (odd_tricks - 1),
    }
}

/// The trick score of `contract` if made (doubling included): 100 or more is a game.
pub const fn contract_trick_score(contract: Contract) -> u32 {
    trick_points(contract.bid.strain(), contract.bid.level() as u32)
        * contract.doubling.multiplier()
}

/// The penalty for `down` undertricks (rule reference §5.6).
pub const fn undertrick_penalty(down: u32, doubling: Doubling, vulnerable: bool) -> u32 {
    let mut total = 0;
    let mut i = 1;
    while i <= down {
        total += match (doubling, vulnerable) {
            (Doubling::Undoubled, false) => 50,
            (Doubling::Undoubled, true) => 100,
            (_, false) => match i {
                1 => 100,
                2 | 3 => 200,
                _ => 300,
            },
            (_, true) => match i {
                1 => 200,
                _ => 300,
            },
        };
        i += 1;
    }
    if matches!(doubling, Doubling::Redoubled) {
        total * 2
    } else {
        total
    }
}

/// Scores `contract` when declarer takes `tricks` (0..=13), `vulnerable` for declarer's side.
pub fn contract_score(contract: Contract, vulnerable: bool, tricks: u8) -> ContractScore {
    let needed = contract.tricks_needed();
    if tricks < needed {
        let down = u32::from(needed - tricks);
        return ContractScore {
            undertricks: undertrick_penalty(down, contract.doubling, vulnerable),
            ..ContractScore::default()
        };
    }
    let over = u32::from(tricks - needed);
    let per_overtrick = match contract.doubling {
        Doubling::Undoubled => {
            trick_points(contract.strain(), 2) - trick_points(contract.strain(), 1)
        }
        Doubling::Doubled => {
            if vulnerable {
                200
            } else {
                100
            }
        }
        Doubling::Redoubled => {
            if vulnerable {
                400
            } else {
                200
            }
        }
    };
    let slam = match (contract.level(), vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    let insult = match contract.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    ContractScore {
        trick_score: contract_trick_score(contract),
        overtricks: over * per_overtrick,
        insult,
        slam,
        undertricks: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undertrick_table_cumulative_rows() {
        let rows: [(Doubling, bool, [u32; 5]); 6] = [
            (Doubling::Undoubled, false, [50, 100, 150, 200, 250]),
            (Doubling::Undoubled, true, [100, 200, 300, 400, 500]),
            (Doubling::Doubled, false, [100, 300, 500, 800, 1100]),
            (Doubling::Doubled, true, [200, 500, 800, 1100, 1400]),
            (Doubling::Redoubled, false, [200, 600, 1000, 1600, 2200]),
            (Doubling::Redoubled, true, [400, 1000, 1600, 2200, 2800]),
        ];
        for (d, v, expected) in rows {
            for (i, e) in expected.into_iter().enumerate() {
                assert_eq!(
                    undertrick_penalty(i as u32 + 1, d, v),
                    e,
                    "{d:?} vul={v} down {}",
                    i + 1
                );
            }
        }
    }

    #[test]
    fn game_needs_100_trick_points() {
        for (c, game) in [
            ("3NT", true),
            ("4H", true),
            ("5C", true),
            ("4D", false),
            ("2NTX", true),
            ("2HX", true),
            ("3CX", true),
            ("2CX", false),
            ("1NTXX", true),
            ("1SXX", true),
            ("2DXX", true),
            ("1CXX", false),
        ] {
            let c: Contract = c.parse().unwrap();
            assert_eq!(contract_trick_score(c) >= 100, game, "{c}");
        }
    }
}
