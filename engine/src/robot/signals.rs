//! The defenders' attitude signal, given and read.
//!
//! When a defender follows to a suit its partner led with a small card (below the ten) and the
//! search finds several small cards equally good, it tells partner whether it likes the suit:
//! the highest of them encourages (it holds one of the two best cards of the suit still out,
//! from the ten up), the lowest discourages. The convention is public (the players' agreements
//! are disclosed), so every robot's sampler reads it ([`super::sample`]): a layout where the
//! signaller held a lower card and no such honour, or held such an honour and several small
//! cards but played its lowest, is thrown away first when too few layouts fit.
//!
//! The signal only ever chooses among cards the search found equal, so it costs nothing double
//! dummy; what it gains is the partner's picture of the suit (continue or switch).

use super::view::PlayView;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::seat::Seat;

/// Whether a holding of one suit encourages: it has a card from the ten up with at most one
/// card of the suit above it still out (neither in `holding` nor in `gone`, the suit's cards
/// already played).
pub fn encourages(holding: CardSet, gone: CardSet, suit: Suit) -> bool {
    let out = CardSet::FULL.suit(suit).without(holding).without(gone);
    holding
        .suit(suit)
        .iter()
        .filter(|c| c.rank >= Rank::Ten)
        .any(|c| out.iter().filter(|o| o.rank > c.rank).count() <= 1)
}

/// An attitude signal seen at the table: `seat` followed to its partner's lead of `card`'s
/// suit with `card`, a small card, when the suit's cards `gone` had been played before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signal {
    /// The signaller.
    pub seat: Seat,
    /// The card it played.
    pub card: Card,
    /// The cards of the suit played before this card (this trick's included).
    pub gone: CardSet,
}

impl Signal {
    /// Whether the signaller's holding of the suit just before it played the card
    /// (`holding`, the card included) agrees with the convention.
    pub fn fits(&self, holding: CardSet) -> bool {
        let suit = self.card.suit;
        let holding = holding.suit(suit);
        let small = holding.iter().filter(|c| c.rank < Rank::Ten).count();
        let lower = holding.iter().any(|c| c.rank < self.card.rank);
        if encourages(holding, self.gone, suit) {
            // With several small cards, the encouraging one is not the lowest.
            small < 2 || lower
        } else {
            !lower
        }
    }
}

/// The attitude signals of the play so far: every small card a defender played following suit
/// to its partner's lead (the trick in progress included).
pub fn signals(view: &PlayView) -> Vec<Signal> {
    let declaring = view.declarer().side();
    let mut gone = CardSet::EMPTY;
    let mut out = Vec::new();
    for trick in view.tricks().iter().chain(std::iter::once(view.current())) {
        let led = trick.cards.first().map(|c| c.suit);
        for (i, (seat, card)) in trick.plays().enumerate() {
            if i == 2 && seat.side() != declaring && Some(card.suit) == led && card.rank < Rank::Ten
            {
                let suit_gone = gone.suit(card.suit);
                out.push(Signal {
                    seat,
                    card,
                    gone: suit_gone,
                });
            }
            gone.insert(card);
        }
    }
    out
}

/// The card that signals attitude, when the defender on turn follows to its partner's lead
/// and the equally good classes `tied` (indices into `classes`) hold two or more small cards
/// of the suit: the highest of them to encourage, the lowest to discourage.
pub fn attitude_card(view: &PlayView, classes: &[CardSet], tied: &[usize]) -> Option<Card> {
    let trick = view.current();
    let seat = view.seat();
    let led = trick.suit_led()?;
    if trick.cards.len() != 2
        || trick.leader != seat.partner()
        || seat.side() == view.declarer().side()
    {
        return None;
    }
    let small: CardSet = tied
        .iter()
        .filter_map(|&i| classes.get(i))
        .flat_map(|c| c.iter())
        .filter(|c| c.suit == led && c.rank < Rank::Ten)
        .collect();
    if small.len() < 2 {
        return None;
    }
    let gone = view.played_set().suit(led);
    if encourages(view.hand().suit(led), gone, led) {
        small.iter().max_by_key(|c| c.rank)
    } else {
        small.iter().min_by_key(|c| c.rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(t: &str) -> CardSet {
        CardSet::from_pbn_hand(t).unwrap()
    }

    fn card(t: &str) -> Card {
        t.parse().unwrap()
    }

    #[test]
    fn an_honour_near_the_top_encourages() {
        let none = CardSet::EMPTY;
        assert!(encourages(hand("K72..."), none, Suit::Spades));
        assert!(encourages(hand("A72..."), none, Suit::Spades));
        assert!(
            !encourages(hand("Q72..."), none, Suit::Spades),
            "two cards above"
        );
        assert!(
            encourages(hand("Q72..."), hand("A..."), Suit::Spades),
            "the ace gone"
        );
        assert!(!encourages(hand("9872..."), none, Suit::Spades));
        assert!(
            !encourages(hand(".K72.."), none, Suit::Spades),
            "another suit"
        );
    }

    #[test]
    fn a_signal_fits_the_holdings_of_the_convention() {
        let high = Signal {
            seat: Seat::North,
            card: card("S8"),
            gone: hand("J3..."),
        };
        assert!(high.fits(hand("K82...")), "encourages with the king");
        assert!(!high.fits(hand("Q82...")), "no honour: would play the two");
        assert!(high.fits(hand("Q8...")), "the lowest it had");
        let low = Signal {
            card: card("S2"),
            ..high
        };
        assert!(low.fits(hand("9872...")));
        assert!(!low.fits(hand("A82...")), "would encourage with the eight");
        assert!(low.fits(hand("A2...")), "a single small card");
    }
}
