//! Movements of a club evening: which pairs meet at which table, with which boards, in each
//! round, for the number of pairs that turned up.
//!
//! The rule reference (§8.3) names no movement; these are the movements of club practice as the
//! EBU's and the ACBL's movement cards give them:
//!
//! - **Mitchell** ([`mitchell`]): North-South pairs stay at their table, East-West pairs move up
//!   one table a round and the boards down one. With an odd number of tables every pair meets
//!   every pair of the other direction and plays every board. With an even number the East-West
//!   pairs would meet boards they have played, so either they skip a table after half the rounds
//!   (the *skip* Mitchell, one round fewer than tables) or a *bye stand* holds one set between
//!   the middle tables and the last table shares table 1's boards (the *relay and bye*, a round
//!   a table). A Mitchell ranks each direction apart (two winners) unless the **arrow switch**
//!   turns the boards of the last round(s) so that the pairs play the other direction's cards
//!   and one ranking holds everyone.
//! - **Howell** ([`howell`]): the highest pair stays at its table, every other pair takes the
//!   place the pair numbered one below it had, and the boards move down one place of their
//!   path, where idle sets wait on relay stands. The complete Howell has every pair meet every
//!   other once; the three-quarter Howell plays its first three quarters of the rounds.
//!
//! An odd number of pairs plays with a *phantom*: the pair that would meet it sits out that
//! round. In a Mitchell the phantom is North-South at the last table (its East-West visitor
//! sits out, and at a relay and bye the shared table then never shares); in a Howell it is the
//! highest, stationary pair.
//!
//! A movement is described by [`Movement`] (the kind, the pairs, boards a round, rounds, arrow
//! switch), checked where it is made; every round's tables ([`Seating`]), the sit-outs, where
//! each set of boards waits, the guide cards ([`cards`]) and the proposals for an evening
//! ([`propose`]) follow from it.

pub mod cards;
pub mod howell;
pub mod mitchell;
pub mod propose;

use serde::{Deserialize, Serialize};

use crate::msg::Msg;

/// The fewest pairs of a club evening (a three-table Mitchell with a sit-out).
pub const MIN_PAIRS: u32 = 5;
/// The most pairs of one section (a fifteen-table Mitchell).
pub const MAX_PAIRS: u32 = 30;
/// The most boards a round.
pub const MAX_BOARDS_PER_ROUND: u32 = 8;

/// The kind of movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Mitchell of an odd number of tables.
    Mitchell,
    /// Mitchell of an even number of tables whose East-West pairs skip a table after half the
    /// rounds.
    SkipMitchell,
    /// Mitchell of an even number of tables with a bye stand between the middle tables and the
    /// last table sharing table 1's boards.
    RelayMitchell,
    /// Complete Howell: every pair meets every other pair once.
    Howell,
    /// Three-quarter Howell: the first three quarters of the complete Howell's rounds.
    ThreeQuarterHowell,
}

impl Kind {
    /// Every kind, in the order the proposals prefer them when all else is equal.
    pub const ALL: [Kind; 5] = [
        Kind::Howell,
        Kind::Mitchell,
        Kind::RelayMitchell,
        Kind::ThreeQuarterHowell,
        Kind::SkipMitchell,
    ];

    /// True for the Mitchell kinds.
    pub const fn is_mitchell(self) -> bool {
        matches!(
            self,
            Kind::Mitchell | Kind::SkipMitchell | Kind::RelayMitchell
        )
    }

    /// The catalogue key of the kind's name.
    pub const fn key(self) -> &'static str {
        match self {
            Kind::Mitchell => "movement.kind.mitchell",
            Kind::SkipMitchell => "movement.kind.skip_mitchell",
            Kind::RelayMitchell => "movement.kind.relay_mitchell",
            Kind::Howell => "movement.kind.howell",
            Kind::ThreeQuarterHowell => "movement.kind.three_quarter_howell",
        }
    }

    /// The kind's name for the command line and files.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Mitchell => "mitchell",
            Kind::SkipMitchell => "skip-mitchell",
            Kind::RelayMitchell => "relay-mitchell",
            Kind::Howell => "howell",
            Kind::ThreeQuarterHowell => "three-quarter-howell",
        }
    }

    /// The kind named `name` (see [`Kind::name`]).
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// True when the kind runs with this many tables.
    pub fn fits(self, tables: u32) -> bool {
        match self {
            Kind::Mitchell => tables % 2 == 1 && mitchell::TABLES.contains(&tables),
            Kind::SkipMitchell | Kind::RelayMitchell => {
                tables.is_multiple_of(2) && mitchell::TABLES.contains(&tables)
            }
            Kind::Howell | Kind::ThreeQuarterHowell => howell::TABLES.contains(&tables),
        }
    }
}

/// Why a movement cannot be run, named after the rule it breaks. Shown to the player through
/// [`MovementError::msg`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovementError {
    /// A club evening has `min` to `max` pairs.
    Pairs {
        /// The pairs asked for.
        found: u32,
        /// The fewest.
        min: u32,
        /// The most.
        max: u32,
    },
    /// A round has 1 to `max` boards.
    BoardsPerRound {
        /// The boards a round asked for.
        found: u32,
        /// The most.
        max: u32,
    },
    /// This kind of movement does not run with this many tables.
    Kind {
        /// The kind asked for.
        kind: Kind,
        /// The tables the pairs need.
        tables: u32,
    },
    /// A Mitchell is played for 1 to `max` rounds (fewer cut the evening short).
    Rounds {
        /// The rounds asked for.
        found: u32,
        /// The movement's full length.
        max: u32,
    },
    /// A relay and bye Mitchell's shared table needs two boards a round or more: one board
    /// cannot be played at two tables at once.
    Share,
    /// A Howell already ranks every pair in one field: it has no arrow switch.
    ArrowSwitch,
}

impl MovementError {
    /// The error as a catalogue message.
    pub fn msg(&self) -> Msg {
        match *self {
            MovementError::Pairs { found, min, max } => Msg::new("movement.error.pairs")
                .with("n", found)
                .with("min", min)
                .with("max", max),
            MovementError::BoardsPerRound { found, max } => {
                Msg::new("movement.error.boards_per_round")
                    .with("n", found)
                    .with("max", max)
            }
            MovementError::Kind { kind, tables } => Msg::new("movement.error.kind")
                .with("kind", Msg::new(kind.key()))
                .with("n", tables),
            MovementError::Rounds { found, max } => Msg::new("movement.error.rounds")
                .with("n", found)
                .with("max", max),
            MovementError::Share => Msg::new("movement.error.share"),
            MovementError::ArrowSwitch => Msg::new("movement.error.arrow_switch"),
        }
    }
}

impl std::fmt::Display for MovementError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // English for logs and the command line; players read `msg()`.
        match *self {
            MovementError::Pairs { found, min, max } => {
                write!(f, "{found} pairs: a club evening has {min} to {max} pairs")
            }
            MovementError::BoardsPerRound { found, max } => {
                write!(f, "{found} boards a round: choose 1 to {max}")
            }
            MovementError::Kind { kind, tables } => {
                write!(f, "a {} does not run with {tables} tables", kind.name())
            }
            MovementError::Rounds { found, max } => {
                write!(f, "{found} rounds: this movement plays 1 to {max}")
            }
            MovementError::Share => write!(
                f,
                "the relay and bye Mitchell shares boards: play two boards a round or more"
            ),
            MovementError::ArrowSwitch => write!(f, "a Howell has no arrow switch"),
        }
    }
}

impl std::error::Error for MovementError {}

/// A movement: its kind, the pairs that turned up, boards a round, the rounds played and, for a
/// Mitchell, the arrow switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "MovementRecord", into = "MovementRecord")]
pub struct Movement {
    kind: Kind,
    pairs: u32,
    boards_per_round: u32,
    rounds: u32,
    arrow_switch: bool,
}

/// The stored form. The first saves held a full-table Mitchell as `{tables, boards}`; they
/// still load as that Mitchell (skip Mitchell for an even number of tables), and such a
/// Mitchell is still written that way; every other movement is written as `{kind, pairs,
/// boards_per_round, rounds, arrow_switch}`.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
struct MovementRecord {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<Kind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pairs: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    boards_per_round: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rounds: Option<u32>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    arrow_switch: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tables: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    boards: Option<u32>,
}

impl From<Movement> for MovementRecord {
    fn from(m: Movement) -> Self {
        // A movement the first saves could hold is written as they wrote it, so those saves
        // read back unchanged and an older app still opens such an evening.
        let first_kind = if m.tables() % 2 == 1 {
            Kind::Mitchell
        } else {
            Kind::SkipMitchell
        };
        if m.kind == first_kind
            && !m.has_sit_out()
            && !m.arrow_switch
            && m.boards_per_round <= FIRST_SAVES_MAX_BOARDS_PER_ROUND
            && Movement::new(m.kind, m.pairs, m.boards_per_round).is_ok_and(|f| f == m)
        {
            return MovementRecord {
                tables: Some(m.tables()),
                boards: Some(m.boards()),
                ..MovementRecord::default()
            };
        }
        MovementRecord {
            kind: Some(m.kind),
            pairs: Some(m.pairs),
            boards_per_round: Some(m.boards_per_round),
            rounds: Some(m.rounds),
            arrow_switch: m.arrow_switch,
            ..MovementRecord::default()
        }
    }
}

/// The movement of the first saves: `boards` must be one set of 1 to 4 boards a table of a 3
/// to 15 table Mitchell.
const FIRST_SAVES_MAX_BOARDS_PER_ROUND: u32 = 4;

impl TryFrom<MovementRecord> for Movement {
    type Error = MovementError;
    fn try_from(r: MovementRecord) -> Result<Self, MovementError> {
        match r {
            MovementRecord {
                kind: Some(kind),
                pairs: Some(pairs),
                boards_per_round: Some(per_round),
                rounds,
                arrow_switch,
                ..
            } => {
                let m = Movement::new(kind, pairs, per_round)?.with_arrow_switch(arrow_switch)?;
                match rounds {
                    Some(n) => m.with_rounds(n),
                    None => Ok(m),
                }
            }
            MovementRecord {
                tables: Some(tables),
                boards: Some(boards),
                ..
            } => {
                let kind = if tables % 2 == 1 {
                    Kind::Mitchell
                } else {
                    Kind::SkipMitchell
                };
                let per_round = boards / tables.max(1);
                if !boards.is_multiple_of(tables.max(1))
                    || !(1..=FIRST_SAVES_MAX_BOARDS_PER_ROUND).contains(&per_round)
                {
                    return Err(MovementError::BoardsPerRound {
                        found: per_round,
                        max: FIRST_SAVES_MAX_BOARDS_PER_ROUND,
                    });
                }
                Movement::new(kind, tables.saturating_mul(2), per_round)
            }
            _ => Err(MovementError::Pairs {
                found: 0,
                min: MIN_PAIRS,
                max: MAX_PAIRS,
            }),
        }
    }
}

/// Who plays what at one table in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    /// The table, from 1.
    pub table: u32,
    /// The pair sitting North-South this round (after an arrow switch, the visiting pair).
    pub north_south: u32,
    /// The pair sitting East-West this round.
    pub east_west: u32,
    /// The set of boards, from 1.
    pub set: u32,
    /// The set's first board.
    pub first_board: u32,
    /// The set's last board.
    pub last_board: u32,
    /// True when the round is arrow-switched: the pairs play the other direction's cards.
    pub switched: bool,
    /// The table playing the same set this round, if the set is shared.
    pub shares_with: Option<u32>,
    /// How many boards into the set this table starts (0 unless the set is shared: the two
    /// tables play it in different orders, so a board is never wanted at both at once).
    pub start: u32,
}

impl Seating {
    /// The boards of the set, in number order.
    pub fn boards(&self) -> std::ops::RangeInclusive<u32> {
        self.first_board..=self.last_board
    }

    /// The boards in the order this table plays them.
    pub fn play_order(&self) -> Vec<u32> {
        let n = self.last_board + 1 - self.first_board;
        (0..n)
            .map(|i| self.first_board + (self.start + i) % n)
            .collect()
    }

    /// True when `pair` plays at this table this round.
    pub const fn has(&self, pair: u32) -> bool {
        self.north_south == pair || self.east_west == pair
    }

    /// The other pair at the table, if `pair` plays here.
    pub const fn opponent_of(&self, pair: u32) -> Option<u32> {
        if self.north_south == pair {
            Some(self.east_west)
        } else if self.east_west == pair {
            Some(self.north_south)
        } else {
            None
        }
    }
}

/// One table of a round as a kind of movement lays it out, before the phantom and the arrow
/// switch: pair numbers as on the cards, 0-based set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Raw {
    pub(crate) north_south: u32,
    pub(crate) east_west: u32,
    pub(crate) set: u32,
    /// The table (1-based) that plays the same set.
    pub(crate) shares_with: Option<u32>,
}

/// Where a set of boards is during a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetPlace {
    /// In play at this table (the lower-numbered one when shared).
    Table(u32),
    /// Waiting on a relay or bye stand.
    Stand,
}

impl Movement {
    /// A movement of `kind` for `pairs` pairs and `boards_per_round` boards a round, over the
    /// kind's full length and without arrow switch.
    pub fn new(kind: Kind, pairs: u32, boards_per_round: u32) -> Result<Movement, MovementError> {
        if !(MIN_PAIRS..=MAX_PAIRS).contains(&pairs) {
            return Err(MovementError::Pairs {
                found: pairs,
                min: MIN_PAIRS,
                max: MAX_PAIRS,
            });
        }
        if !(1..=MAX_BOARDS_PER_ROUND).contains(&boards_per_round) {
            return Err(MovementError::BoardsPerRound {
                found: boards_per_round,
                max: MAX_BOARDS_PER_ROUND,
            });
        }
        let tables = pairs.div_ceil(2);
        if !kind.fits(tables) {
            return Err(MovementError::Kind { kind, tables });
        }
        // The relay Mitchell's last table shares table 1's set, unless the phantom sits there.
        if kind == Kind::RelayMitchell && boards_per_round == 1 && pairs.is_multiple_of(2) {
            return Err(MovementError::Share);
        }
        let rounds = match kind {
            Kind::Mitchell | Kind::RelayMitchell => tables,
            Kind::SkipMitchell => tables - 1,
            Kind::Howell => howell::rounds(tables),
            Kind::ThreeQuarterHowell => howell::three_quarter_rounds(tables),
        };
        Ok(Movement {
            kind,
            pairs,
            boards_per_round,
            rounds,
            arrow_switch: false,
        })
    }

    /// The same movement cut to its first `rounds` rounds (a Mitchell only: a shorter evening).
    pub fn with_rounds(self, rounds: u32) -> Result<Movement, MovementError> {
        let full = Movement::new(self.kind, self.pairs, self.boards_per_round)?.rounds;
        if rounds == self.rounds {
            return Ok(self);
        }
        if !self.kind.is_mitchell() || !(1..=full).contains(&rounds) {
            let max = if self.kind.is_mitchell() {
                full
            } else {
                self.rounds
            };
            return Err(MovementError::Rounds { found: rounds, max });
        }
        Ok(Movement { rounds, ..self })
    }

    /// The same movement with the arrow switch on or off (a Mitchell only).
    pub fn with_arrow_switch(self, on: bool) -> Result<Movement, MovementError> {
        if on && !self.kind.is_mitchell() {
            return Err(MovementError::ArrowSwitch);
        }
        Ok(Movement {
            arrow_switch: on,
            ..self
        })
    }

    /// The kind.
    pub const fn kind(&self) -> Kind {
        self.kind
    }

    /// The pairs that play.
    pub const fn pair_count(&self) -> u32 {
        self.pairs
    }

    /// True when a phantom pair makes the number even: someone sits out each round.
    pub const fn has_sit_out(&self) -> bool {
        self.pairs % 2 == 1
    }

    /// The number of tables (a half table counts as one).
    pub const fn tables(&self) -> u32 {
        self.pairs.div_ceil(2)
    }

    /// Boards played a round.
    pub const fn boards_per_round(&self) -> u32 {
        self.boards_per_round
    }

    /// The rounds played.
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }

    /// True when the last round(s) are arrow-switched.
    pub const fn arrow_switch(&self) -> bool {
        self.arrow_switch
    }

    /// True when one ranking holds every pair: a Howell, or a Mitchell with the arrow switch.
    pub const fn one_field(&self) -> bool {
        !self.kind.is_mitchell() || self.arrow_switch
    }

    /// How many of the last rounds the arrow switch turns: about one round in eight, as the EBU
    /// advises (the last round of up to 11 rounds, the last two of 12 to 19).
    pub const fn switched_rounds(&self) -> u32 {
        if !self.arrow_switch {
            return 0;
        }
        let n = (self.rounds + 4) / 8;
        if n == 0 { 1 } else { n }
    }

    /// The round before which a skip Mitchell's East-West pairs skip a table (1-based).
    pub const fn skip_before_round(&self) -> Option<u32> {
        match self.kind {
            Kind::SkipMitchell => Some(self.tables() / 2 + 1),
            _ => None,
        }
    }

    /// True when `round` is arrow-switched.
    pub const fn is_switched(&self, round: u32) -> bool {
        round > self.rounds - self.switched_rounds() && round <= self.rounds
    }

    /// The number of sets of boards.
    pub fn sets(&self) -> u32 {
        match self.kind {
            Kind::Mitchell | Kind::SkipMitchell | Kind::RelayMitchell => self.tables(),
            Kind::Howell | Kind::ThreeQuarterHowell => howell::card(self.tables()).sets(),
        }
    }

    /// The number of boards of the evening (every set, played or not).
    pub fn boards(&self) -> u32 {
        self.sets() * self.boards_per_round
    }

    /// The boards each pair plays at most (a pair sitting out plays fewer).
    pub const fn boards_played(&self) -> u32 {
        self.rounds * self.boards_per_round
    }

    /// The phantom pair's number, when the number of pairs is odd.
    pub fn phantom(&self) -> Option<u32> {
        if !self.has_sit_out() {
            return None;
        }
        Some(if self.kind.is_mitchell() {
            self.tables()
        } else {
            2 * self.tables()
        })
    }

    /// Every pair number that plays (the phantom's is left out).
    pub fn pairs(&self) -> Vec<u32> {
        let phantom = self.phantom();
        (1..=2 * self.tables())
            .filter(|p| Some(*p) != phantom)
            .collect()
    }

    /// True when `pair` is a pair of this movement.
    pub fn is_pair(&self, pair: u32) -> bool {
        (1..=2 * self.tables()).contains(&pair) && Some(pair) != self.phantom()
    }

    /// A Mitchell pair's home direction: true for a North-South pair (numbered as its table).
    /// Every Howell pair plays both directions: false.
    pub fn is_north_south(&self, pair: u32) -> bool {
        self.kind.is_mitchell() && (1..=self.tables()).contains(&pair)
    }

    /// The layout of `round` (0-based), before the phantom and the arrow switch: one entry a
    /// table, table 1 first.
    fn raw(&self, round: u32) -> Vec<Raw> {
        let t = self.tables();
        match self.kind {
            Kind::Mitchell => mitchell::odd(t, round),
            Kind::SkipMitchell => mitchell::skip(t, round),
            Kind::RelayMitchell => mitchell::relay(t, round),
            Kind::Howell | Kind::ThreeQuarterHowell => howell::card(t).round(round),
        }
    }

    /// Every table in play in `round` (1-based), table 1 first; empty outside the movement. A
    /// table whose pair meets the phantom is not in play.
    pub fn round(&self, round: u32) -> Vec<Seating> {
        if !(1..=self.rounds).contains(&round) {
            return Vec::new();
        }
        let raw = self.raw(round - 1);
        let phantom = self.phantom();
        let idle = |r: &Raw| Some(r.north_south) == phantom || Some(r.east_west) == phantom;
        let switched = self.is_switched(round);
        let b = self.boards_per_round;
        raw.iter()
            .enumerate()
            .filter(|(_, r)| !idle(r))
            .map(|(i, r)| {
                let table = i as u32 + 1;
                // A set is shared only when the other table is in play too.
                let shares_with = r
                    .shares_with
                    .filter(|o| raw.get(*o as usize - 1).is_some_and(|x| !idle(x)));
                // The higher table of a share starts half-way through the set.
                let start = match shares_with {
                    Some(o) if o < table => b / 2,
                    _ => 0,
                };
                let (north_south, east_west) = if switched {
                    (r.east_west, r.north_south)
                } else {
                    (r.north_south, r.east_west)
                };
                Seating {
                    table,
                    north_south,
                    east_west,
                    set: r.set + 1,
                    first_board: r.set * b + 1,
                    last_board: (r.set + 1) * b,
                    switched,
                    shares_with,
                    start,
                }
            })
            .collect()
    }

    /// The pairs sitting out in `round` (1-based).
    pub fn sitting_out(&self, round: u32) -> Vec<u32> {
        let Some(phantom) = self.phantom() else {
            return Vec::new();
        };
        if !(1..=self.rounds).contains(&round) {
            return Vec::new();
        }
        self.raw(round - 1)
            .iter()
            .filter_map(|r| {
                if r.north_south == phantom {
                    Some(r.east_west)
                } else if r.east_west == phantom {
                    Some(r.north_south)
                } else {
                    None
                }
            })
            .collect()
    }

    /// Where set `set` (1-based) is during `round` (1-based): at the lowest table playing it,
    /// or on a stand (a relay, a bye stand, or the table of a pair sitting out).
    pub fn set_place(&self, round: u32, set: u32) -> SetPlace {
        self.round(round)
            .iter()
            .find(|s| s.set == set)
            .map_or(SetPlace::Stand, |s| SetPlace::Table(s.table))
    }

    /// Where `pair` plays in `round`, if it plays.
    pub fn seat_of(&self, round: u32, pair: u32) -> Option<Seating> {
        self.round(round).into_iter().find(|s| s.has(pair))
    }

    /// Every seating where `board` is played, in round order: the board's traveller.
    pub fn plays_of_board(&self, board: u32) -> Vec<(u32, Seating)> {
        (1..=self.rounds)
            .flat_map(|r| self.round(r).into_iter().map(move |s| (r, s)))
            .filter(|(_, s)| s.boards().contains(&board))
            .collect()
    }

    /// How many results the evening has when every board is played: one a board a table.
    pub fn plays(&self) -> u32 {
        (1..=self.rounds)
            .map(|r| self.round(r).len() as u32 * self.boards_per_round)
            .sum()
    }

    /// The pair sitting East-West against `north_south` on `board`, if the movement has that
    /// pair sit North-South on it.
    pub fn opponent(&self, board: u32, north_south: u32) -> Option<u32> {
        self.plays_of_board(board)
            .into_iter()
            .find(|(_, s)| s.north_south == north_south)
            .map(|(_, s)| s.east_west)
    }
}

#[cfg(test)]
mod tests;
