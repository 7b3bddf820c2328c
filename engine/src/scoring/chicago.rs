//! Chicago (four-deal bridge): a set of four deals with a fixed dealer and vulnerability cycle,
//! game bonuses paid at once, part-scores carried over until a game, and a 100 bonus for a
//! part-score on the fourth deal (rule reference §7).
//!
//! Playing on: the sheet plays one set of four deals unless [`ChicagoSheet::play_another_set`]
//! is called. The dealer and vulnerability cycle repeats for each set, and **part-scores do not
//! carry from one set into the next**: each set is a complete Chicago of its own (its fourth
//! deal already paid 100 for an unfinished part-score), and the result is the total over all
//! deals.
//!
//! North-South are WE and East-West are THEY, as on the rubber sheet. Like
//! [`RubberSheet`](super::rubber::RubberSheet), the sheet saves only its inputs and rescores them
//! on loading.

use super::contract_score;
use super::honours::{Honours, HonoursClaim};
use crate::auction::AuctionResult;
use crate::game::BoardResult;
use crate::seat::{Seat, Side, Vulnerability};
use serde::{Deserialize, Serialize};

/// Who is vulnerable on the second and third deals of a set (Decision 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deals23Vulnerable {
    /// The side that did not deal (deal 2: N-S, deal 3: E-W), as on duplicate boards 1-4.
    #[default]
    NonDealer,
    /// The dealer's side (deal 2: E-W, deal 3: N-S), the ACBL and original form.
    Dealer,
}

/// How deals are scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChicagoScoring {
    /// Part-scores carry over until a game; 100 for a part-score on deal 4.
    #[default]
    Standard,
    /// Duplicate-style Chicago: every deal alone, 50 for a part-score, 300/500 for a game,
    /// no carry-over and no honours.
    Duplicate,
}

/// Options of a Chicago.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChicagoSettings {
    /// Vulnerability on deals 2 and 3.
    pub deals_2_3_vulnerable: Deals23Vulnerable,
    /// Score honours (off by default, Decision 8; never with duplicate-style scoring).
    pub count_honours: bool,
    /// Standard or duplicate-style scoring.
    pub scoring: ChicagoScoring,
}

/// Dealer and vulnerability of counted deal `deal` (1-based; the four-deal cycle repeats, and
/// deal 0 is treated as deal 4 so every number has an answer).
pub const fn chicago_conditions(deal: u32, setting: Deals23Vulnerable) -> (Seat, Vulnerability) {
    let i = deal.wrapping_add(3) % 4;
    let vulnerability = match (i, setting) {
        (0, _) => Vulnerability::None,
        (1, Deals23Vulnerable::NonDealer) | (2, Deals23Vulnerable::Dealer) => {
            Vulnerability::NorthSouth
        }
        (1, Deals23Vulnerable::Dealer) | (2, Deals23Vulnerable::NonDealer) => {
            Vulnerability::EastWest
        }
        _ => Vulnerability::Both,
    };
    (Seat::from_index(i as usize), vulnerability)
}

/// What an entry on the sheet is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChicagoEntryKind {
    /// The trick score of a contract made: below the line, counts toward game.
    TrickScore,
    /// Overtricks.
    Overtricks,
    /// 50 for making a doubled contract, 100 redoubled.
    Insult,
    /// Small or grand slam bid and made.
    Slam,
    /// The defenders' penalty for a contract that failed.
    Undertricks,
    /// Honours (only with the setting).
    Honours,
    /// 300 (not vulnerable) or 500 (vulnerable) for making or completing a game.
    GameBonus,
    /// 100 for a part-score on deal 4 that does not complete a game; 50 for any part-score
    /// with duplicate-style scoring.
    PartScoreBonus,
}

impl ChicagoEntryKind {
    /// True for entries below the line (trick scores).
    pub const fn is_below_line(self) -> bool {
        matches!(self, ChicagoEntryKind::TrickScore)
    }
}

/// One entry on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChicagoEntry {
    /// Who scores it.
    pub side: Side,
    /// What it is for.
    pub kind: ChicagoEntryKind,
    /// The points.
    pub points: u32,
    /// The counted deal that scored it (1-based over the whole session: 5 is deal 1 of set 2).
    pub deal: u32,
}

/// One deal as recorded (passed-out deals included, though they do not count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChicagoDeal {
    /// The contract, declarer and tricks, or passed out.
    pub result: BoardResult,
    /// Honours held, if any (scored only with the setting).
    pub honours: Option<Honours>,
}

/// Why a deal cannot be recorded on a Chicago sheet.
pub type ChicagoError = super::SheetError;

/// A Chicago score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ChicagoRecord", into = "ChicagoRecord")]
pub struct ChicagoSheet {
    settings: ChicagoSettings,
    sets: u32,
    deals: Vec<ChicagoDeal>,
    // Everything below follows from the fields above.
    entries: Vec<ChicagoEntry>,
    counted: u32,
    below: [u32; 2],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct ChicagoRecord {
    settings: ChicagoSettings,
    sets: u32,
    deals: Vec<ChicagoDeal>,
}

impl From<ChicagoSheet> for ChicagoRecord {
    fn from(s: ChicagoSheet) -> Self {
        ChicagoRecord {
            settings: s.settings,
            sets: s.sets,
            deals: s.deals,
        }
    }
}

impl TryFrom<ChicagoRecord> for ChicagoSheet {
    type Error = ChicagoError;
    fn try_from(r: ChicagoRecord) -> Result<Self, ChicagoError> {
        ChicagoSheet::replay(r.settings, r.sets, &r.deals)
    }
}

impl ChicagoSheet {
    /// An empty sheet for one set of four deals.
    pub fn new(settings: ChicagoSettings) -> ChicagoSheet {
        ChicagoSheet {
            settings,
            sets: 1,
            deals: Vec::new(),
            entries: Vec::new(),
            counted: 0,
            below: [0; 2],
        }
    }

    fn replay(
        settings: ChicagoSettings,
        sets: u32,
        deals: &[ChicagoDeal],
    ) -> Result<ChicagoSheet, ChicagoError> {
        let mut sheet = ChicagoSheet::new(settings);
        sheet.sets = sets.max(1);
        for d in deals {
            sheet.record_deal(*d)?;
        }
        Ok(sheet)
    }

    /// Records a deal: its result and how its honours are known. Returns the new entries.
    ///
    /// A passed-out deal is redealt by the same dealer and does not count (Decision 4).
    pub fn record(
        &mut self,
        result: BoardResult,
        honours: HonoursClaim,
    ) -> Result<&[ChicagoEntry], ChicagoError> {
        let strain = result.contract().map(|(c, _)| c.strain());
        let honours = honours.resolve(strain)?;
        self.record_deal(ChicagoDeal { result, honours })
    }

    /// Records a deal whose honours are already resolved.
    pub fn record_deal(&mut self, deal: ChicagoDeal) -> Result<&[ChicagoEntry], ChicagoError> {
        if self.is_over() {
            return Err(ChicagoError::Over);
        }
        if deal.result.declarer_tricks > 13 {
            return Err(ChicagoError::TooManyTricks(deal.result.declarer_tricks));
        }
        if let Some(h) = deal.honours {
            HonoursClaim::Claimed(h).resolve(deal.result.contract().map(|(c, _)| c.strain()))?;
        }
        let start = self.entries.len();
        self.deals.push(deal);
        let AuctionResult::Contract { contract, declarer } = deal.result.outcome else {
            return Ok(&self.entries[start..]);
        };
        self.counted += 1;
        let number = self.counted;
        let (_, vulnerability) = chicago_conditions(number, self.settings.deals_2_3_vulnerable);
        let side = declarer.side();
        let vulnerable = vulnerability.is_vulnerable(side);
        let duplicate = self.settings.scoring == ChicagoScoring::Duplicate;
        let mut add = |side: Side, kind: ChicagoEntryKind, points: u32| {
            if points > 0 {
                self.entries.push(ChicagoEntry {
                    side,
                    kind,
                    points,
                    deal: number,
                });
            }
        };
        let score = contract_score(contract, vulnerable, deal.result.declarer_tricks);
        let game_bonus = if vulnerable { 500 } else { 300 };
        if score.made() {
            add(side, ChicagoEntryKind::TrickScore, score.trick_score);
            add(side, ChicagoEntryKind::Overtricks, score.overtricks);
            add(side, ChicagoEntryKind::Insult, score.insult);
            add(side, ChicagoEntryKind::Slam, score.slam);
        } else {
            add(
                side.opponents(),
                ChicagoEntryKind::Undertricks,
                score.undertricks,
            );
        }
        if let Some(h) = deal.honours
            && self.settings.count_honours
            && !duplicate
        {
            add(h.side, ChicagoEntryKind::Honours, h.points());
        }
        if score.made() {
            if duplicate {
                if score.trick_score >= 100 {
                    add(side, ChicagoEntryKind::GameBonus, game_bonus);
                } else {
                    add(side, ChicagoEntryKind::PartScoreBonus, 50);
                }
            } else {
                let below = &mut self.below[side.index()];
                *below = below.saturating_add(score.trick_score);
                if *below >= 100 {
                    add(side, ChicagoEntryKind::GameBonus, game_bonus);
                    // A game wipes both sides' part-scores.
                    self.below = [0; 2];
                } else if number.is_multiple_of(4) {
                    add(side, ChicagoEntryKind::PartScoreBonus, 100);
                }
            }
        }
        if number.is_multiple_of(4) {
            // Each set of four is a Chicago of its own: nothing carries into the next.
            self.below = [0; 2];
        }
        Ok(&self.entries[start..])
    }

    /// Plans one more set of four deals (the cycle starts again at deal 1, dealer North).
    pub fn play_another_set(&mut self) {
        self.sets = self.sets.saturating_add(1);
    }

    /// Removes the last deal recorded and rescores; returns it, or `None` for a fresh sheet.
    pub fn undo(&mut self) -> Option<ChicagoDeal> {
        let mut deals = self.deals.clone();
        let last = deals.pop();
        // Replaying deals that were accepted once cannot fail.
        *self = ChicagoSheet::replay(self.settings, self.sets, &deals).ok()?;
        last
    }

    /// Changes the settings and rescores every deal.
    pub fn set_settings(&mut self, settings: ChicagoSettings) {
        if let Ok(s) = ChicagoSheet::replay(settings, self.sets, &self.deals) {
            *self = s;
        }
    }

    /// The settings.
    pub const fn settings(&self) -> ChicagoSettings {
        self.settings
    }

    /// The number of the next counted deal (1-based over the session).
    pub const fn next_deal(&self) -> u32 {
        self.counted.saturating_add(1)
    }

    /// Counted deals played (passed-out deals are not counted).
    pub const fn deals_played(&self) -> u32 {
        self.counted
    }

    /// Sets planned.
    pub const fn sets(&self) -> u32 {
        self.sets
    }

    /// Who deals next (the same dealer again after a pass-out).
    pub const fn dealer(&self) -> Seat {
        chicago_conditions(self.next_deal(), self.settings.deals_2_3_vulnerable).0
    }

    /// Vulnerability of the next deal.
    pub const fn vulnerability(&self) -> Vulnerability {
        chicago_conditions(self.next_deal(), self.settings.deals_2_3_vulnerable).1
    }

    /// True when every planned set has been played.
    pub const fn is_over(&self) -> bool {
        self.counted >= self.sets.saturating_mul(4)
    }

    /// `side`'s part-score carried toward a game (always 0 with duplicate-style scoring).
    pub const fn part_score(&self, side: Side) -> u32 {
        self.below[side.index()]
    }

    /// Every entry in the order scored.
    pub fn entries(&self) -> &[ChicagoEntry] {
        &self.entries
    }

    /// The deals recorded, passed-out ones included.
    pub fn deals(&self) -> &[ChicagoDeal] {
        &self.deals
    }
}

impl super::SheetEntry for ChicagoEntry {
    fn side(&self) -> Side {
        self.side
    }
    fn points(&self) -> u32 {
        self.points
    }
    fn is_below_line(&self) -> bool {
        self.kind.is_below_line()
    }
}

impl super::SheetTotals for ChicagoSheet {
    type Entry = ChicagoEntry;
    fn entries(&self) -> &[ChicagoEntry] {
        &self.entries
    }
}
