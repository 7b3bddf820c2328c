//! Rubber bridge: the WE/THEY score sheet, games, the rubber bonus, the unfinished rubber,
//! settlement in hundreds and the back score (rule reference §6).
//!
//! North-South are WE and East-West are THEY. The sheet is a state machine: feed it each deal's
//! result with [`RubberSheet::record`] until [`RubberSheet::is_over`]. It saves only its settings
//! and the deals recorded; everything else is worked out again on loading, so a saved sheet can
//! never hold totals that disagree with its deals.

use super::SheetTotals;
use super::contract_score;
use super::honours::{Honours, HonoursClaim};
use crate::auction::AuctionResult;
use crate::game::BoardResult;
use crate::seat::{Seat, Side, Vulnerability};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What an entry on the sheet is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RubberEntryKind {
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
    /// Honours held in one hand (either side).
    Honours,
    /// 700 for a rubber won 2-0, 500 for 2-1.
    RubberBonus,
    /// 300 for a side with one game when the rubber is abandoned.
    UnfinishedGame,
    /// 100 for the only side with a part-score in the unfinished game.
    UnfinishedPartScore,
}

impl RubberEntryKind {
    /// True for entries below the line (trick scores); every other entry is above it.
    pub const fn is_below_line(self) -> bool {
        matches!(self, RubberEntryKind::TrickScore)
    }
}

/// One entry on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RubberEntry {
    /// Who scores it: North-South = WE, East-West = THEY.
    pub side: Side,
    /// What it is for.
    pub kind: RubberEntryKind,
    /// The points.
    pub points: u32,
    /// The game it belongs to, from 0: the game being played when it was scored. Trick scores
    /// of game `g` count toward game `g` only; a line is ruled under them when it ends.
    pub game: u8,
    /// The deal that scored it (1-based, passed-out deals included); `None` for the bonuses
    /// of an unfinished rubber.
    pub deal: Option<u32>,
}

/// Options of a rubber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RubberSettings {
    /// Score honours (the default); many players agree to ignore them (Decision 8).
    pub count_honours: bool,
}

impl Default for RubberSettings {
    fn default() -> Self {
        RubberSettings {
            count_honours: true,
        }
    }
}

/// One deal as recorded: the result and the honours held (kept even when honours are not
/// counted, so that changing the setting rescores the rubber).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RubberDeal {
    /// The contract, declarer and tricks, or passed out.
    pub result: BoardResult,
    /// Honours held, if any.
    pub honours: Option<Honours>,
}

/// Where the rubber stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RubberState {
    /// Neither side has two games yet.
    InProgress,
    /// A side won two games.
    Won(Side),
    /// Abandoned before either side won two games ([`RubberSheet::finish_unfinished`]).
    Unfinished,
}

/// Why a deal cannot be recorded on a rubber sheet.
pub type RubberError = super::SheetError;

/// A rubber bridge score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RubberRecord", into = "RubberRecord")]
pub struct RubberSheet {
    settings: RubberSettings,
    first_dealer: Seat,
    deals: Vec<RubberDeal>,
    abandoned: bool,
    // Everything below follows from the fields above.
    entries: Vec<RubberEntry>,
    games: [u8; 2],
    game: u8,
    below: [u32; 2],
    state: RubberState,
}

/// What is saved: the inputs only.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct RubberRecord {
    settings: RubberSettings,
    first_dealer: Seat,
    deals: Vec<RubberDeal>,
    abandoned: bool,
}

impl From<RubberSheet> for RubberRecord {
    fn from(s: RubberSheet) -> Self {
        RubberRecord {
            settings: s.settings,
            first_dealer: s.first_dealer,
            deals: s.deals,
            abandoned: s.abandoned,
        }
    }
}

impl TryFrom<RubberRecord> for RubberSheet {
    type Error = RubberError;
    fn try_from(r: RubberRecord) -> Result<Self, RubberError> {
        RubberSheet::replay(r.settings, r.first_dealer, &r.deals, r.abandoned)
    }
}

impl RubberSheet {
    /// An empty sheet; `first_dealer` deals the first hand.
    pub fn new(settings: RubberSettings, first_dealer: Seat) -> RubberSheet {
        RubberSheet {
            settings,
            first_dealer,
            deals: Vec::new(),
            abandoned: false,
            entries: Vec::new(),
            games: [0; 2],
            game: 0,
            below: [0; 2],
            state: RubberState::InProgress,
        }
    }

    fn replay(
        settings: RubberSettings,
        first_dealer: Seat,
        deals: &[RubberDeal],
        abandoned: bool,
    ) -> Result<RubberSheet, RubberError> {
        let mut sheet = RubberSheet::new(settings, first_dealer);
        for d in deals {
            sheet.record_deal(*d)?;
        }
        if abandoned {
            sheet.finish_unfinished()?;
        }
        Ok(sheet)
    }

    /// Records a deal: its result and how its honours are known. Returns the new entries.
    ///
    /// A passed-out deal scores nothing; the next dealer deals (Decision 4).
    pub fn record(
        &mut self,
        result: BoardResult,
        honours: HonoursClaim,
    ) -> Result<&[RubberEntry], RubberError> {
        let strain = result.contract().map(|(c, _)| c.strain());
        let honours = honours.resolve(strain)?;
        self.record_deal(RubberDeal { result, honours })
    }

    /// Records a deal whose honours are already resolved.
    pub fn record_deal(&mut self, deal: RubberDeal) -> Result<&[RubberEntry], RubberError> {
        if self.state != RubberState::InProgress {
            return Err(RubberError::Over);
        }
        if deal.result.declarer_tricks > 13 {
            return Err(RubberError::TooManyTricks(deal.result.declarer_tricks));
        }
        if let Some(h) = deal.honours {
            HonoursClaim::Claimed(h).resolve(deal.result.contract().map(|(c, _)| c.strain()))?;
        }
        let start = self.entries.len();
        self.deals.push(deal);
        let number = self.deals.len() as u32;
        let AuctionResult::Contract { contract, declarer } = deal.result.outcome else {
            return Ok(&self.entries[start..]);
        };
        let side = declarer.side();
        let game = self.game;
        let mut add = |side: Side, kind: RubberEntryKind, points: u32| {
            if points > 0 {
                self.entries.push(RubberEntry {
                    side,
                    kind,
                    points,
                    game,
                    deal: Some(number),
                });
            }
        };
        let score = contract_score(
            contract,
            self.games[side.index()] >= 1,
            deal.result.declarer_tricks,
        );
        if score.made() {
            add(side, RubberEntryKind::TrickScore, score.trick_score);
            add(side, RubberEntryKind::Overtricks, score.overtricks);
            add(side, RubberEntryKind::Insult, score.insult);
            add(side, RubberEntryKind::Slam, score.slam);
        } else {
            add(
                side.opponents(),
                RubberEntryKind::Undertricks,
                score.undertricks,
            );
        }
        if let Some(h) = deal.honours
            && self.settings.count_honours
        {
            add(h.side, RubberEntryKind::Honours, h.points());
        }
        if score.made() {
            let below = &mut self.below[side.index()];
            *below = below.saturating_add(score.trick_score);
            if *below >= 100 {
                self.games[side.index()] += 1;
                self.below = [0; 2];
                if self.games[side.index()] == 2 {
                    let bonus = if self.games[side.opponents().index()] == 0 {
                        700
                    } else {
                        500
                    };
                    add(side, RubberEntryKind::RubberBonus, bonus);
                    self.state = RubberState::Won(side);
                } else {
                    self.game += 1;
                }
            }
        }
        Ok(&self.entries[start..])
    }

    /// Ends a rubber that will not be finished: 300 to a side with one game, and 100 to the
    /// side with a part-score in the unfinished game if the other side has none (Decision 5).
    /// Returns the new entries.
    pub fn finish_unfinished(&mut self) -> Result<&[RubberEntry], RubberError> {
        if self.state != RubberState::InProgress {
            return Err(RubberError::Over);
        }
        let start = self.entries.len();
        for side in Side::ALL {
            if self.games[side.index()] == 1 {
                self.push_final(side, RubberEntryKind::UnfinishedGame, 300);
            }
        }
        match self.below {
            [0, 0] => {}
            [_, 0] => self.push_final(Side::NorthSouth, RubberEntryKind::UnfinishedPartScore, 100),
            [0, _] => self.push_final(Side::EastWest, RubberEntryKind::UnfinishedPartScore, 100),
            _ => {}
        }
        self.abandoned = true;
        self.state = RubberState::Unfinished;
        Ok(&self.entries[start..])
    }

    fn push_final(&mut self, side: Side, kind: RubberEntryKind, points: u32) {
        self.entries.push(RubberEntry {
            side,
            kind,
            points,
            game: self.game,
            deal: None,
        });
    }

    /// Takes back the last step and rescores: the unfinished-rubber ending if the rubber was
    /// abandoned (returning `None`), otherwise the last deal (returned; `None` for a fresh sheet).
    pub fn undo(&mut self) -> Option<RubberDeal> {
        let mut deals = self.deals.clone();
        let last = if self.abandoned { None } else { deals.pop() };
        // Replaying deals that were accepted once cannot fail.
        *self = RubberSheet::replay(self.settings, self.first_dealer, &deals, false).ok()?;
        last
    }

    /// Changes the settings and rescores every deal (e.g. switching honours off).
    pub fn set_settings(&mut self, settings: RubberSettings) {
        if let Ok(s) = RubberSheet::replay(settings, self.first_dealer, &self.deals, self.abandoned)
        {
            *self = s;
        }
    }

    /// The settings.
    pub const fn settings(&self) -> RubberSettings {
        self.settings
    }

    /// Every entry in the order scored.
    pub fn entries(&self) -> &[RubberEntry] {
        &self.entries
    }

    /// The deals recorded, passed-out ones included.
    pub fn deals(&self) -> &[RubberDeal] {
        &self.deals
    }

    /// Who deals next: the dealer rotates clockwise after every deal, passed out or not.
    pub const fn dealer(&self) -> Seat {
        self.first_dealer.nth_next(self.deals.len() % 4)
    }

    /// Vulnerability for the next deal: a side with a game is vulnerable. Once the rubber is
    /// over (won or abandoned) the next deal starts a new rubber, where nobody is.
    pub const fn vulnerability(&self) -> Vulnerability {
        match self.state {
            RubberState::InProgress => {
                Vulnerability::from_sides(self.games[0] >= 1, self.games[1] >= 1)
            }
            RubberState::Won(_) | RubberState::Unfinished => Vulnerability::None,
        }
    }

    /// Games won by `side`.
    pub const fn games_won(&self, side: Side) -> u8 {
        self.games[side.index()]
    }

    /// The game now being played, from 0 (0, 1 or 2).
    pub const fn current_game(&self) -> u8 {
        self.game
    }

    /// `side`'s trick score toward the current game (its part-score).
    pub const fn part_score(&self, side: Side) -> u32 {
        self.below[side.index()]
    }

    /// Won, abandoned or in progress.
    pub const fn state(&self) -> RubberState {
        self.state
    }

    /// True once a side has two games or the rubber has been abandoned.
    pub fn is_over(&self) -> bool {
        self.state != RubberState::InProgress
    }

    /// `side`'s points below the line in game `game`.
    pub fn below_line_in_game(&self, side: Side, game: u8) -> u32 {
        super::sheet_sum(&self.entries, |e| {
            e.side == side && e.game == game && e.kind.is_below_line()
        })
    }

    /// North-South's result in hundreds, rounded with 50 going up ([`settle`]).
    pub fn settlement(&self) -> i64 {
        settle(self.net())
    }
}

/// A margin in points rounded to hundreds, 50 rounding away from zero: +950 → 10, +940 → 9,
/// −950 → −10.
pub const fn settle(points: i64) -> i64 {
    let units = (points.unsigned_abs().saturating_add(50) / 100) as i64;
    if points < 0 { -units } else { units }
}

/// One settled rubber on the back score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettledRubber {
    /// The two players who sat North-South (WE).
    pub north_south: [String; 2],
    /// The two players who sat East-West (THEY).
    pub east_west: [String; 2],
    /// North-South's result in hundreds (negative when they lost).
    pub north_south_units: i64,
}

/// A player's running account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerAccount {
    /// The player's name.
    pub name: String,
    /// Running plus or minus, in hundreds.
    pub balance: i64,
}

/// Why a rubber cannot go on the back score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackScoreError {
    /// The same player is named twice at one table.
    SamePlayerTwice(String),
    /// A player's name is empty.
    EmptyName,
    /// The sheet's rubber is still being played.
    RubberNotOver,
}

impl fmt::Display for BackScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackScoreError::SamePlayerTwice(n) => write!(f, "{n} is named twice"),
            BackScoreError::EmptyName => f.write_str("a player has no name"),
            BackScoreError::RubberNotOver => f.write_str("the rubber is not over"),
        }
    }
}

impl std::error::Error for BackScoreError {}

/// The back score: a running account per player over several rubbers. Each member of the
/// winning pair gains the rubber's result and each loser loses it, so the accounts always sum
/// to zero. Players may change partners (and new players join) between rubbers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BackScoreRecord", into = "BackScoreRecord")]
pub struct BackScore {
    rubbers: Vec<SettledRubber>,
    accounts: Vec<PlayerAccount>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct BackScoreRecord {
    rubbers: Vec<SettledRubber>,
}

impl From<BackScore> for BackScoreRecord {
    fn from(b: BackScore) -> Self {
        BackScoreRecord { rubbers: b.rubbers }
    }
}

impl TryFrom<BackScoreRecord> for BackScore {
    type Error = BackScoreError;
    fn try_from(r: BackScoreRecord) -> Result<Self, BackScoreError> {
        let mut b = BackScore::new();
        for s in r.rubbers {
            b.add_settled(s)?;
        }
        Ok(b)
    }
}

impl BackScore {
    /// An empty back score.
    pub fn new() -> BackScore {
        BackScore::default()
    }

    /// Adds a rubber whose North-South players (WE) won `north_south_units` hundreds
    /// (negative when they lost).
    pub fn add_rubber(
        &mut self,
        north_south: [&str; 2],
        east_west: [&str; 2],
        north_south_units: i64,
    ) -> Result<(), BackScoreError> {
        self.add_settled(SettledRubber {
            north_south: north_south.map(str::to_string),
            east_west: east_west.map(str::to_string),
            north_south_units,
        })
    }

    /// Adds a finished (won or abandoned) rubber from its sheet.
    pub fn add_sheet(
        &mut self,
        north_south: [&str; 2],
        east_west: [&str; 2],
        sheet: &RubberSheet,
    ) -> Result<(), BackScoreError> {
        if !sheet.is_over() {
            return Err(BackScoreError::RubberNotOver);
        }
        self.add_rubber(north_south, east_west, sheet.settlement())
    }

    fn add_settled(&mut self, s: SettledRubber) -> Result<(), BackScoreError> {
        let names: Vec<&String> = s.north_south.iter().chain(&s.east_west).collect();
        for (i, n) in names.iter().enumerate() {
            if n.trim().is_empty() {
                return Err(BackScoreError::EmptyName);
            }
            if names[..i].contains(n) {
                return Err(BackScoreError::SamePlayerTwice(n.to_string()));
            }
        }
        for (players, units) in [
            (&s.north_south, s.north_south_units),
            (&s.east_west, s.north_south_units.saturating_neg()),
        ] {
            for name in players {
                match self.accounts.iter_mut().find(|a| &a.name == name) {
                    Some(a) => a.balance = a.balance.saturating_add(units),
                    None => self.accounts.push(PlayerAccount {
                        name: name.clone(),
                        balance: units,
                    }),
                }
            }
        }
        self.rubbers.push(s);
        Ok(())
    }

    /// Every player's running account, in order of first appearance.
    pub fn accounts(&self) -> &[PlayerAccount] {
        &self.accounts
    }

    /// The running account of `name`, if the player has played.
    pub fn balance(&self, name: &str) -> Option<i64> {
        self.accounts
            .iter()
            .find(|a| a.name == name)
            .map(|a| a.balance)
    }

    /// The rubbers settled so far.
    pub fn rubbers(&self) -> &[SettledRubber] {
        &self.rubbers
    }
}

impl super::SheetEntry for RubberEntry {
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

impl super::SheetTotals for RubberSheet {
    type Entry = RubberEntry;
    fn entries(&self) -> &[RubberEntry] {
        &self.entries
    }
}
