//! Judging a declarer's claim: accepted with a proof, or refused with the reason.

use crate::card::{Card, CardSet};
use crate::dd;
use crate::play::Play;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Why a claim is right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimProof {
    /// The hand of declarer's side on lead holds nothing but winners: each card beats all the
    /// opponents' cards of its suit and cannot be ruffed, so it keeps the lead to the end.
    AllWinners(Vec<Card>),
    /// With every card in view, declarer's side takes at least this many of the remaining tricks
    /// whatever the defenders do.
    DoubleDummy {
        /// Tricks declarer's side is sure of among the remaining ones.
        sure: u8,
    },
}

/// The verdict on a claim (serialisable: the browser reaches it in a worker).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimVerdict {
    /// The claim stands; play ends.
    Accepted(ClaimProof),
    /// The defenders can hold declarer to fewer tricks; play goes on.
    Refused {
        /// The most of the remaining tricks declarer's side is sure of.
        sure: u8,
    },
}

/// The cards of the hand on lead, if it belongs to declarer's side, leads to a fresh trick and
/// holds only winners.
fn all_winners(play: &Play) -> Option<Vec<Card>> {
    let on_lead = play.to_play()?;
    let declarer = play.declarer();
    let trick = play.current_trick()?;
    if !trick.cards.is_empty() || on_lead.side() != declarer.side() {
        return None;
    }
    let hand = play.remaining(on_lead);
    let theirs = play
        .remaining(declarer.next())
        .or(play.remaining(declarer.prev()));
    let ruffable = |c: Card| {
        play.trump()
            .is_some_and(|t| t != c.suit && theirs.suit_len(t) > 0)
    };
    let wins = |c: Card| !ruffable(c) && theirs.highest_in(c.suit).is_none_or(|h| c.rank > h.rank);
    hand.iter().all(wins).then(|| hand.iter().collect())
}

/// Judges declarer's claim of `tricks` of the remaining tricks (the trick in progress counts).
pub fn judge(play: &Play, tricks: u8) -> ClaimVerdict {
    let remaining = play.tricks_remaining();
    if tricks == remaining
        && let Some(cards) = all_winners(play)
    {
        return ClaimVerdict::Accepted(ClaimProof::AllWinners(cards));
    }
    let sure = dd::declarer_total(play).saturating_sub(play.declarer_tricks());
    if sure >= tricks {
        ClaimVerdict::Accepted(ClaimProof::DoubleDummy { sure })
    } else {
        ClaimVerdict::Refused { sure }
    }
}

/// The cards of one seat that are winners now: higher than every outstanding card of the suit.
pub fn top_winners(play: &Play, seat: Seat) -> CardSet {
    let others: CardSet = Seat::ALL
        .into_iter()
        .filter(|s| *s != seat)
        .map(|s| play.remaining(s))
        .fold(CardSet::EMPTY, CardSet::or);
    play.remaining(seat)
        .iter()
        .filter(|c| others.highest_in(c.suit).is_none_or(|h| c.rank > h.rank))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Deal;

    // North-South hold every top card: a claim of all 13 at no-trumps is right at once.
    const TOPS: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

    #[test]
    fn all_winners_is_its_own_proof() {
        let deal = Deal::from_pbn(TOPS).unwrap();
        // East-West hold no winner at all: a claim of 13 by West at 7NT is refused.
        let p = Play::new(deal, "7NT".parse().unwrap(), Seat::West);
        assert!(matches!(judge(&p, 13), ClaimVerdict::Refused { .. }));
        let mut p = Play::new(deal, "7NT".parse().unwrap(), Seat::South);
        // West leads a spade; North wins with the ace and is on lead with only winners.
        for c in ["S2", "SA", "S7", "S3"] {
            p.play(c.parse().unwrap()).unwrap();
        }
        assert_eq!(p.to_play(), Some(Seat::North));
        match judge(&p, 12) {
            ClaimVerdict::Accepted(ClaimProof::AllWinners(cards)) => assert_eq!(cards.len(), 12),
            other => panic!("expected an all-winners proof, got {other:?}"),
        }
    }

    #[test]
    fn double_dummy_decides_the_rest() {
        let deal = Deal::random(11);
        let t = dd::dd_table(&deal);
        let p = Play::new(deal, "3NT".parse().unwrap(), Seat::North);
        let best = t.get(crate::auction::Strain::NoTrump, Seat::North);
        assert!(matches!(judge(&p, best), ClaimVerdict::Accepted(_)));
        if best < 13 {
            assert_eq!(judge(&p, best + 1), ClaimVerdict::Refused { sure: best });
        }
    }
}
