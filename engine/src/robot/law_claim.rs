//! Whether a robot declarer's claim would stand before the Laws judge ([`crate::claim::judge`]),
//! decided from what declarer sees.
//!
//! The judge rules on the real layout: a claim of every remaining trick stands only if the
//! stated line ("winners from the top") takes them against every defence. Double dummy is not
//! enough (a finesse or a guess the line does not state is not the claimer's, Law 70E). Declarer
//! does not know the real layout, so the robot claims only when the line takes every trick in
//! **every** layout of the unseen cards that the play allows (a defender who showed out of a
//! suit holds none of it); then the ruling cannot go against it, whichever layout is real.

use super::view::PlayView;
use crate::card::{Card, CardSet};
use crate::claim::{self, Claim, Verdict};
use crate::deal::Deal;
use crate::play::Play;
use crate::seat::Seat;

/// The most layouts of the defenders' cards checked; past it the robot plays on (and claims a
/// trick or two later). Each layout is the judge's own search (a millisecond or so this late);
/// eight unseen cards, four tricks left, give 70 layouts (about 0.1 s natively), while six tricks
/// left could give 924 and took seconds.
const MAX_LAYOUTS: u64 = 70;

/// How many cards the defender on declarer's left still holds, when the view is declarer's
/// (dummy in view) and the layouts of the unseen cards are few enough to check each.
fn left_defender_cards(view: &PlayView) -> Option<usize> {
    let left = view.declarer().next();
    let holds = |seat: Seat| 13 - view.played_by(seat).len();
    let unseen = view.unseen().len();
    let checkable = view.dummy().is_some()
        && view.viewer() == view.declarer()
        && holds(left) + holds(left.partner()) == unseen
        && binomial(unseen, holds(left)) <= MAX_LAYOUTS;
    checkable.then(|| holds(left))
}

/// True when the layouts of the unseen cards are few enough for [`line_takes_all`] to check.
pub(super) fn checkable(view: &PlayView) -> bool {
    left_defender_cards(view).is_some()
}

/// True when the claim line takes all the remaining tricks in every layout of the unseen cards
/// consistent with the play; false when some layout beats it, when a layout's search is too
/// large, or when there are too many layouts to check ([`checkable`]). `view` is declarer's
/// (or dummy's) on turn.
pub(super) fn line_takes_all(view: &PlayView) -> bool {
    let Some(n_left) = left_defender_cards(view) else {
        return false;
    };
    let declarer = view.declarer();
    let left = declarer.next();
    let right = left.partner();
    let unseen_set = view.unseen();
    let unseen: Vec<Card> = unseen_set.iter().collect();
    let mut known = [CardSet::EMPTY; 4];
    known[declarer.index()] = view.own();
    known[declarer.partner().index()] = view.dummy().unwrap_or(CardSet::EMPTY);
    let order: Vec<(Seat, Card)> = view.played().collect();
    let remaining = view.hand().len() as u8;
    let mut layout_ok = |left_cards: CardSet| -> bool {
        let right_cards = unseen_set.without(left_cards);
        let voids_kept =
            |seat: Seat, cards: CardSet| cards.iter().all(|c| !view.showed_out(seat, c.suit));
        if !voids_kept(left, left_cards) || !voids_kept(right, right_cards) {
            // The play rules this layout out: it is not one the judge could face.
            return true;
        }
        let mut hands = known;
        hands[left.index()] = left_cards;
        hands[right.index()] = right_cards;
        for seat in Seat::ALL {
            hands[seat.index()] = hands[seat.index()].or(view.played_by(seat));
        }
        let Ok(deal) = Deal::new(hands) else {
            return false;
        };
        let mut play = Play::new(deal, view.contract(), declarer);
        if order.iter().any(|(_, card)| play.play(*card).is_err()) {
            return false;
        }
        // The judge's own ruling on this layout: the claim stands in full.
        claim::judge(&play, Claim::of(remaining)) == Ok(Verdict::Accepted { awarded: remaining })
    };
    every_subset(&unseen, n_left, &mut layout_ok)
}

/// n choose k, saturating.
fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k) as u64;
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n as u64 - i) / (i + 1))
}

/// Calls `f` with every `k`-card subset of `cards` until it returns false; true when it never
/// did.
fn every_subset(cards: &[Card], k: usize, f: &mut dyn FnMut(CardSet) -> bool) -> bool {
    fn go(cards: &[Card], k: usize, chosen: CardSet, f: &mut dyn FnMut(CardSet) -> bool) -> bool {
        if k == 0 {
            return f(chosen);
        }
        if cards.len() < k {
            return true;
        }
        let mut with = chosen;
        with.insert(cards[0]);
        go(&cards[1..], k - 1, with, f) && go(&cards[1..], k, chosen, f)
    }
    go(cards, k, CardSet::EMPTY, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_and_subsets_agree() {
        assert_eq!(binomial(14, 7), 3432);
        assert_eq!(binomial(12, 6), 924);
        assert_eq!(binomial(3, 5), 0);
        let cards: Vec<Card> = CardSet::FULL.iter().take(8).collect();
        let mut seen = std::collections::HashSet::new();
        assert!(every_subset(&cards, 3, &mut |s| {
            assert_eq!(s.len(), 3);
            seen.insert(s.bits())
        }));
        assert_eq!(seen.len() as u64, binomial(8, 3));
        // Stops at the first refusal.
        let mut calls = 0;
        assert!(!every_subset(&cards, 2, &mut |_| {
            calls += 1;
            calls < 5
        }));
        assert_eq!(calls, 5);
    }
}
