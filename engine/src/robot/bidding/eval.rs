//! Hand evaluation: points, shape, stoppers and controls, as the bidding rules use them.

use crate::card::{Card, CardSet, Rank, Suit};

/// High-card points (A 4, K 3, Q 2, J 1).
pub fn hcp(hand: CardSet) -> u8 {
    hand.hcp().min(40) as u8
}

/// The length of `suit`.
pub fn len(hand: CardSet, suit: Suit) -> u8 {
    hand.suit_len(suit) as u8
}

/// Balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2 (no singleton or void, at most one doubleton).
pub fn balanced(hand: CardSet) -> bool {
    let mut s = hand.shape();
    s.sort_unstable();
    matches!(s, [3, 3, 3, 4] | [2, 3, 4, 4] | [2, 3, 3, 5])
}

/// Total points for an opener or a hand with its own long suit: HCP plus one for each card
/// beyond the fourth in any suit.
pub fn total_points(hand: CardSet) -> u8 {
    let length: usize = hand.shape().iter().map(|&l| l.saturating_sub(4)).sum();
    hcp(hand) + length as u8
}

/// Points as the robots count them for a combined total: total points, or with three or more
/// cards of the agreed suit its support points plus one for each trump beyond the fourth.
pub fn points(hand: CardSet, agreed: Option<Suit>) -> u8 {
    let tp = total_points(hand);
    match agreed {
        Some(s) if hand.suit_len(s) >= 3 => {
            tp.max(support_points(hand, s) + hand.suit_len(s).saturating_sub(4) as u8)
        }
        _ => tp,
    }
}

/// Support points for raising partner's `trump`: HCP plus shortness (void 5, singleton 3,
/// doubleton 1) in the other suits; with only three trumps the shortness counts less (3, 2, 1)
/// because the short hand has fewer trumps to ruff with.
pub fn support_points(hand: CardSet, trump: Suit) -> u8 {
    let trumps = hand.suit_len(trump);
    let mut pts = hcp(hand);
    if trumps >= 3 {
        for s in Suit::ALL.into_iter().filter(|s| *s != trump) {
            pts += match (hand.suit_len(s), trumps >= 4) {
                (0, true) => 5,
                (0, false) => 3,
                (1, true) => 3,
                (1, false) => 2,
                (2, _) => 1,
                _ => 0,
            };
        }
    }
    pts
}

/// A stopper: A, Kx, Qxx or Jxxx (or longer).
pub fn stopper(hand: CardSet, suit: Suit) -> bool {
    let has = |r: Rank| hand.contains(Card::new(suit, r));
    let n = hand.suit_len(suit);
    has(Rank::Ace)
        || (has(Rank::King) && n >= 2)
        || (has(Rank::Queen) && n >= 3)
        || (has(Rank::Jack) && n >= 4)
}

/// Honours among the top five (A K Q J 10) in `suit`.
pub fn top_honours(hand: CardSet, suit: Suit) -> u8 {
    hand.ranks_desc(suit).filter(|r| r.is_honour()).count() as u8
}

/// Number of aces.
pub fn aces(hand: CardSet) -> u8 {
    Suit::ALL
        .iter()
        .filter(|s| hand.contains(Card::new(**s, Rank::Ace)))
        .count() as u8
}

/// Number of kings.
pub fn kings(hand: CardSet) -> u8 {
    Suit::ALL
        .iter()
        .filter(|s| hand.contains(Card::new(**s, Rank::King)))
        .count() as u8
}

/// Controls: ace 2, king 1.
pub fn controls(hand: CardSet) -> u8 {
    2 * aces(hand) + kings(hand)
}

/// Playing tricks, roughly: in each suit the top honours that will win (A, K behind the A or
/// with length, Q with A or K) plus every card beyond the third.
pub fn playing_tricks(hand: CardSet) -> u8 {
    let mut halves = 0u32;
    for s in Suit::ALL {
        let n = hand.suit_len(s) as u32;
        let has = |r: Rank| hand.contains(Card::new(s, r));
        let mut top = 0u32;
        if has(Rank::Ace) {
            top += 2;
        }
        if has(Rank::King) && n >= 2 {
            top += if has(Rank::Ace) { 2 } else { 1 };
        }
        if has(Rank::Queen) && n >= 3 {
            top += if has(Rank::Ace) || has(Rank::King) {
                2
            } else {
                1
            };
        }
        let length = 2 * n.saturating_sub(3);
        halves += (top.min(2 * n.min(3))) + length;
    }
    (halves / 2) as u8
}

/// Rule of 20: HCP plus the lengths of the two longest suits reach 20.
pub fn rule_of_20(hand: CardSet) -> bool {
    let mut s = hand.shape();
    s.sort_unstable();
    hcp(hand) as usize + s[3] + s[2] >= 20
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> CardSet {
        CardSet::from_pbn_hand(s).unwrap()
    }

    #[test]
    fn evaluation_basics() {
        let x = h("AKQ2.KJ3.Q54.A32");
        assert_eq!(hcp(x), 19);
        assert!(balanced(x));
        assert!(stopper(x, Suit::Diamonds));
        assert_eq!(aces(x), 2);
        assert!(!balanced(h("AKQ32.KJ32.Q5.A3")));
        assert!(!balanced(h("AKQ32.KJ32.Q54.3")));
        assert_eq!(support_points(h("AKQ2.KJ32.Q5432."), Suit::Spades), 20);
        assert!(playing_tricks(h("AKQJT987.AKQ.2.2")) >= 9);
    }
}
