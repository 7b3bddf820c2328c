//! Minibridge, the teaching game (rule reference §9.5): players announce their high-card
//! points instead of bidding, the side with more points declares, and declarer chooses a
//! part-score or a game in a strain after seeing dummy. There is no vulnerability.
//!
//! Scoring: the trick score counts every trick over six at the usual values. A part-score
//! succeeds with 7+ tricks and scores the trick score + 50; a game succeeds when the trick
//! score reaches 100 (9 tricks at no-trumps, 10 in a major, 11 in a minor) and scores the trick
//! score + 300. A failure gives the opponents 50 per trick short.

use super::trick_points;
use crate::auction::Strain;
use crate::deal::Deal;
use crate::seat::{Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who declares, from the announced points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniDeclarer {
    /// This seat declares.
    Declarer(Seat),
    /// 20-20: the same dealer deals again.
    Redeal,
}

/// Why an announcement or a result is impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MiniError {
    /// The four announcements must add up to 40.
    WrongTotal(u32),
    /// Declarer cannot take more than 13 tricks.
    TooManyTricks(u8),
}

impl fmt::Display for MiniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MiniError::WrongTotal(t) => write!(f, "the points add up to {t}, not 40"),
            MiniError::TooManyTricks(t) => write!(f, "{t} tricks: there are only 13"),
        }
    }
}

impl std::error::Error for MiniError {}

/// The declarer from the points announced (indexed by [`Seat::index`]): the side with more
/// points declares, and within it the partner with more; equal partners → the one who spoke
/// first, counting from `dealer`. 20-20 → redeal.
pub fn minibridge_declarer(dealer: Seat, hcp: [u32; 4]) -> Result<MiniDeclarer, MiniError> {
    let total = hcp.iter().fold(0u32, |t, p| t.saturating_add(*p));
    if total != 40 {
        return Err(MiniError::WrongTotal(total));
    }
    let side_points = |side: Side| side.seats().iter().map(|s| hcp[s.index()]).sum::<u32>();
    let side = match side_points(Side::NorthSouth).cmp(&side_points(Side::EastWest)) {
        std::cmp::Ordering::Greater => Side::NorthSouth,
        std::cmp::Ordering::Less => Side::EastWest,
        std::cmp::Ordering::Equal => return Ok(MiniDeclarer::Redeal),
    };
    // Speaking order from the dealer; `max_by_key` keeps the last maximum, so go in reverse
    // to let the earlier speaker win ties.
    let seat = (0..4)
        .rev()
        .map(|i| dealer.nth_next(i))
        .filter(|s| s.side() == side)
        .max_by_key(|s| hcp[s.index()])
        .unwrap_or(dealer);
    Ok(MiniDeclarer::Declarer(seat))
}

/// The declarer of `deal` when every player announces his true points.
pub fn declarer_for_deal(dealer: Seat, deal: &Deal) -> MiniDeclarer {
    // A valid deal always holds 40 points, so this never fails.
    minibridge_declarer(dealer, deal.hcp()).unwrap_or(MiniDeclarer::Redeal)
}

/// Declarer's choice after seeing dummy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiniGoal {
    /// 7 or more tricks: trick score + 50.
    PartScore,
    /// A trick score of 100 or more: trick score + 300.
    Game,
}

/// A minibridge contract: the goal and the strain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MiniContract {
    /// Part-score or game.
    pub goal: MiniGoal,
    /// Trumps or no-trumps.
    pub strain: Strain,
}

impl MiniContract {
    /// Tricks declarer needs: 7 for a part-score; 9, 10 or 11 for a game at no-trumps, in a
    /// major, in a minor.
    pub const fn tricks_needed(self) -> u8 {
        match (self.goal, self.strain) {
            (MiniGoal::PartScore, _) => 7,
            (MiniGoal::Game, Strain::NoTrump) => 9,
            (MiniGoal::Game, Strain::Hearts | Strain::Spades) => 10,
            (MiniGoal::Game, Strain::Clubs | Strain::Diamonds) => 11,
        }
    }
}

/// The score of one minibridge deal: one of the two is zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MiniScore {
    /// Declarer's side's points when the contract succeeded.
    pub declarer_side: u32,
    /// The opponents' points when it failed.
    pub opponents: u32,
}

/// Scores `contract` when declarer takes `tricks`.
pub fn minibridge_score(contract: MiniContract, tricks: u8) -> Result<MiniScore, MiniError> {
    if tricks > 13 {
        return Err(MiniError::TooManyTricks(tricks));
    }
    let needed = contract.tricks_needed();
    if tricks < needed {
        return Ok(MiniScore {
            declarer_side: 0,
            opponents: 50 * u32::from(needed - tricks),
        });
    }
    let trick_score = trick_points(contract.strain, u32::from(tricks - 6));
    let bonus = match contract.goal {
        MiniGoal::PartScore => 50,
        MiniGoal::Game => 300,
    };
    Ok(MiniScore {
        declarer_side: trick_score + bonus,
        opponents: 0,
    })
}

/// One minibridge deal as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MiniDeal {
    /// Declarer.
    pub declarer: Seat,
    /// The contract chosen.
    pub contract: MiniContract,
    /// Tricks declarer took.
    pub tricks: u8,
}

/// A minibridge score sheet: there is no target; play an agreed number of deals and compare
/// totals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinibridgeSheet {
    deals: Vec<MiniDeal>,
}

impl MinibridgeSheet {
    /// An empty sheet.
    pub fn new() -> MinibridgeSheet {
        MinibridgeSheet::default()
    }

    /// Records a deal and returns its score.
    pub fn record(
        &mut self,
        declarer: Seat,
        contract: MiniContract,
        tricks: u8,
    ) -> Result<MiniScore, MiniError> {
        let score = minibridge_score(contract, tricks)?;
        self.deals.push(MiniDeal {
            declarer,
            contract,
            tricks,
        });
        Ok(score)
    }

    /// The deals recorded.
    pub fn deals(&self) -> &[MiniDeal] {
        &self.deals
    }

    /// `side`'s total over every deal.
    pub fn total(&self, side: Side) -> u32 {
        self.deals
            .iter()
            .filter_map(|d| {
                let s = minibridge_score(d.contract, d.tricks).ok()?;
                Some(if d.declarer.side() == side {
                    s.declarer_side
                } else {
                    s.opponents
                })
            })
            .fold(0u32, u32::saturating_add)
    }
}
