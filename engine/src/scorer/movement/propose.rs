//! Proposals: the movements that suit the pairs that turned up and the time the evening has,
//! best first.
//!
//! The time is counted in boards a pair plays (rounds × boards a round: 24 for eight rounds of
//! three). Every kind that runs with the tables is tried at 2 to 8 boards a round (1 when
//! nothing else fits: a round of one board spends more time moving than playing); a Mitchell is
//! cut to the rounds the time allows. A proposal's worth is the share of the time it fills,
//! plus a quarter of the share of the other pairs each pair meets, less 0.15 for each board a
//! round beyond four (clubs play rounds of two to four boards) and 0.05 when two tables share
//! boards; equal worths follow the kinds' order in [`Kind::ALL`] (a complete Howell first),
//! then fewer boards a round.

use super::{Kind, MAX_BOARDS_PER_ROUND, MAX_PAIRS, MIN_PAIRS, Movement, MovementError};

/// One proposed movement and what it gives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Proposal {
    /// The movement.
    pub movement: Movement,
    /// Boards a pair plays (a pair sitting out plays one round fewer).
    pub boards_played: u32,
    /// The share of the other pairs each pair meets, from 0 to 1 (a Mitchell pair meets only
    /// the other direction).
    pub meets: f64,
    /// True when two tables share a set in some round.
    pub shares: bool,
}

impl Proposal {
    fn of(movement: Movement) -> Proposal {
        let pairs = movement.pairs();
        let others = (pairs.len() as f64 - 1.0).max(1.0);
        // The opponents each pair meets, averaged over the pairs.
        let met: usize = pairs
            .iter()
            .map(|p| {
                (1..=movement.rounds())
                    .filter(|r| movement.seat_of(*r, *p).is_some())
                    .count()
            })
            .sum();
        Proposal {
            movement,
            boards_played: movement.boards_played(),
            meets: met as f64 / pairs.len() as f64 / others,
            shares: (1..=movement.rounds())
                .any(|r| movement.round(r).iter().any(|s| s.shares_with.is_some())),
        }
    }

    /// The proposal's worth for an evening with time for `time` boards a pair.
    fn worth(&self, time: u32) -> f64 {
        let per_round = self.movement.boards_per_round();
        f64::from(self.boards_played) / f64::from(time.max(1)) + 0.25 * self.meets
            - 0.15 * f64::from(per_round.saturating_sub(4))
            - if self.shares { 0.05 } else { 0.0 }
    }
}

/// The movements for `pairs` pairs with time for `time_boards` boards a pair, best first (at
/// most `limit`).
pub fn propose(pairs: u32, time_boards: u32, limit: usize) -> Result<Vec<Proposal>, MovementError> {
    if !(MIN_PAIRS..=MAX_PAIRS).contains(&pairs) {
        return Err(MovementError::Pairs {
            found: pairs,
            min: MIN_PAIRS,
            max: MAX_PAIRS,
        });
    }
    let mut found: Vec<Proposal> = Vec::new();
    for kind in Kind::ALL {
        for per_round in 1..=MAX_BOARDS_PER_ROUND {
            let Ok(m) = Movement::new(kind, pairs, per_round) else {
                continue;
            };
            let rounds = (time_boards / per_round).min(m.rounds());
            let fitted = if rounds == m.rounds() {
                Ok(m)
            } else {
                m.with_rounds(rounds)
            };
            if let Ok(m) = fitted {
                found.push(Proposal::of(m));
            }
        }
    }
    // One-board rounds only when nothing longer fits the time.
    if found.iter().any(|p| p.movement.boards_per_round() > 1) {
        found.retain(|p| p.movement.boards_per_round() > 1);
    }
    let order = |k: Kind| Kind::ALL.iter().position(|x| *x == k).unwrap_or(usize::MAX);
    found.sort_by(|a, b| {
        b.worth(time_boards)
            .total_cmp(&a.worth(time_boards))
            .then(order(a.movement.kind()).cmp(&order(b.movement.kind())))
            .then(
                a.movement
                    .boards_per_round()
                    .cmp(&b.movement.boards_per_round()),
            )
    });
    found.truncate(limit);
    Ok(found)
}
