//! Chicago with Russian scoring (rule reference §7): after each deal the side with more
//! high-card points has a target score from a table; the difference between the actual
//! (duplicate-style) score and the target is converted to IMPs, and IMPs are summed.
//!
//! Deals follow the Chicago cycle ([`chicago_conditions`]), passed-out deals are redealt and do
//! not count, and play may run in several sets of four, as in [`ChicagoSheet`](super::chicago::ChicagoSheet).

use super::chicago::{Deals23Vulnerable, chicago_conditions};
use super::duplicate::north_south_score;
use super::imps::imps;
use crate::deal::Deal;
use crate::game::BoardResult;
use crate::seat::{Seat, Side, Vulnerability};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Targets for 20..=36 HCP, (not vulnerable, vulnerable); 37 to 40 use the last row.
/// Row 35 is the corrected 1100 / 1650 (§13 #10).
const TARGETS: [(u32, u32); 17] = [
    (0, 0),
    (50, 50),
    (70, 70),
    (110, 110),
    (200, 290),
    (300, 440),
    (350, 520),
    (400, 600),
    (430, 630),
    (460, 660),
    (490, 690),
    (600, 900),
    (700, 1050),
    (900, 1350),
    (1000, 1500),
    (1100, 1650),
    (1200, 1800),
];

/// The target score of a side holding `hcp` high-card points (20 to 40); `None` for fewer than
/// 20 (that side has no target) or more than 40.
pub fn hcp_target(hcp: u32, vulnerable: bool) -> Option<u32> {
    let (nv, v) = match hcp {
        20..=36 => TARGETS[(hcp - 20) as usize],
        37..=40 => (1300, 1950),
        _ => return None,
    };
    Some(if vulnerable { v } else { nv })
}

/// One deal scored the Russian way, from North-South's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RussianScore {
    /// The side with more HCP, which has the target; `None` at 20-20 (the target is 0).
    pub target_side: Option<Side>,
    /// The target of that side.
    pub target: u32,
    /// North-South's actual duplicate-style score.
    pub north_south_score: i32,
    /// North-South's score minus their expectation (the target, or minus the opponents' target).
    pub north_south_difference: i32,
    /// The difference in IMPs (East-West get the negation).
    pub north_south_imps: i32,
}

/// North-South's high-card points do not fit in a pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RussianError {
    /// More than 40 HCP.
    TooManyPoints(u32),
    /// Declarer cannot take more than 13 tricks.
    TooManyTricks(u8),
}

impl fmt::Display for RussianError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RussianError::TooManyPoints(p) => write!(f, "{p} HCP: the pack holds 40"),
            RussianError::TooManyTricks(t) => write!(f, "{t} tricks: there are only 13"),
        }
    }
}

impl std::error::Error for RussianError {}

/// Scores one deal: `north_south_hcp` is North-South's combined high-card points.
pub fn russian_score(
    result: BoardResult,
    vulnerability: Vulnerability,
    north_south_hcp: u32,
) -> Result<RussianScore, RussianError> {
    if north_south_hcp > 40 {
        return Err(RussianError::TooManyPoints(north_south_hcp));
    }
    if result.declarer_tricks > 13 {
        return Err(RussianError::TooManyTricks(result.declarer_tricks));
    }
    let east_west_hcp = 40 - north_south_hcp;
    let target_side = match north_south_hcp.cmp(&east_west_hcp) {
        std::cmp::Ordering::Greater => Some(Side::NorthSouth),
        std::cmp::Ordering::Less => Some(Side::EastWest),
        std::cmp::Ordering::Equal => None,
    };
    let (target, expected) = match target_side {
        None => (0, 0),
        Some(side) => {
            let hcp = north_south_hcp.max(east_west_hcp);
            let t = hcp_target(hcp, vulnerability.is_vulnerable(side)).unwrap_or(0);
            let signed = t as i32;
            (
                t,
                if side == Side::NorthSouth {
                    signed
                } else {
                    -signed
                },
            )
        }
    };
    let score = north_south_score(result.outcome, vulnerability, result.declarer_tricks);
    let difference = score - expected;
    Ok(RussianScore {
        target_side,
        target,
        north_south_score: score,
        north_south_difference: difference,
        north_south_imps: imps(difference),
    })
}

/// One deal as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RussianDeal {
    /// The contract, declarer and tricks, or passed out.
    pub result: BoardResult,
    /// North-South's combined high-card points.
    pub north_south_hcp: u32,
}

/// Why a deal cannot be recorded on a Russian Chicago sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RussianSheetError {
    /// Every planned set has been played.
    Over,
    /// The deal itself is not valid.
    Deal(RussianError),
}

impl fmt::Display for RussianSheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RussianSheetError::Over => f.write_str("the Chicago is over"),
            RussianSheetError::Deal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RussianSheetError {}

/// A Chicago scored the Russian way: IMPs summed over the counted deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RussianRecord", into = "RussianRecord")]
pub struct RussianChicagoSheet {
    deals_2_3_vulnerable: Deals23Vulnerable,
    sets: u32,
    deals: Vec<RussianDeal>,
    // One per counted deal, following from the fields above.
    scores: Vec<RussianScore>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct RussianRecord {
    deals_2_3_vulnerable: Deals23Vulnerable,
    sets: u32,
    deals: Vec<RussianDeal>,
}

impl From<RussianChicagoSheet> for RussianRecord {
    fn from(s: RussianChicagoSheet) -> Self {
        RussianRecord {
            deals_2_3_vulnerable: s.deals_2_3_vulnerable,
            sets: s.sets,
            deals: s.deals,
        }
    }
}

impl TryFrom<RussianRecord> for RussianChicagoSheet {
    type Error = RussianSheetError;
    fn try_from(r: RussianRecord) -> Result<Self, RussianSheetError> {
        let mut s = RussianChicagoSheet::new(r.deals_2_3_vulnerable);
        s.sets = r.sets.max(1);
        for d in r.deals {
            s.record(d.result, d.north_south_hcp)?;
        }
        Ok(s)
    }
}

impl RussianChicagoSheet {
    /// An empty sheet for one set of four deals.
    pub fn new(deals_2_3_vulnerable: Deals23Vulnerable) -> RussianChicagoSheet {
        RussianChicagoSheet {
            deals_2_3_vulnerable,
            sets: 1,
            deals: Vec::new(),
            scores: Vec::new(),
        }
    }

    /// Records a deal; returns its score, or `None` for a passed-out deal (redealt, not counted).
    pub fn record(
        &mut self,
        result: BoardResult,
        north_south_hcp: u32,
    ) -> Result<Option<RussianScore>, RussianSheetError> {
        if self.is_over() {
            return Err(RussianSheetError::Over);
        }
        let (_, vulnerability) = self.conditions();
        let score = russian_score(result, vulnerability, north_south_hcp)
            .map_err(RussianSheetError::Deal)?;
        self.deals.push(RussianDeal {
            result,
            north_south_hcp,
        });
        if result.contract().is_none() {
            return Ok(None);
        }
        self.scores.push(score);
        Ok(Some(score))
    }

    /// Records a deal, counting North-South's points from the cards.
    pub fn record_with_cards(
        &mut self,
        result: BoardResult,
        deal: &Deal,
    ) -> Result<Option<RussianScore>, RussianSheetError> {
        let hcp = deal.hcp();
        self.record(result, hcp[Seat::North.index()] + hcp[Seat::South.index()])
    }

    /// Plans one more set of four deals.
    pub fn play_another_set(&mut self) {
        self.sets = self.sets.saturating_add(1);
    }

    /// Removes the last deal recorded and rescores; returns it, or `None` for a fresh sheet.
    pub fn undo(&mut self) -> Option<RussianDeal> {
        let mut deals = self.deals.clone();
        let last = deals.pop();
        // Replaying deals that were accepted once cannot fail.
        *self = RussianChicagoSheet::try_from(RussianRecord {
            deals_2_3_vulnerable: self.deals_2_3_vulnerable,
            sets: self.sets,
            deals,
        })
        .ok()?;
        last
    }

    fn conditions(&self) -> (Seat, Vulnerability) {
        chicago_conditions(
            (self.scores.len() as u32).saturating_add(1),
            self.deals_2_3_vulnerable,
        )
    }

    /// Who deals next.
    pub fn dealer(&self) -> Seat {
        self.conditions().0
    }

    /// Vulnerability of the next deal.
    pub fn vulnerability(&self) -> Vulnerability {
        self.conditions().1
    }

    /// True when every planned set has been played.
    pub fn is_over(&self) -> bool {
        self.scores.len() as u64 >= u64::from(self.sets) * 4
    }

    /// The scores of the counted deals, in order.
    pub fn scores(&self) -> &[RussianScore] {
        &self.scores
    }

    /// The deals recorded, passed-out ones included.
    pub fn deals(&self) -> &[RussianDeal] {
        &self.deals
    }

    /// North-South's total IMPs (East-West have the negation).
    pub fn north_south_imps(&self) -> i32 {
        self.scores.iter().map(|s| s.north_south_imps).sum()
    }
}
