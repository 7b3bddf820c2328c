//! The defenders' signals, given and read: attitude and count.
//!
//! When a defender follows suit with a small card (below the ten) and the search finds several
//! small cards equally good, the card it picks tells partner something:
//! - attitude, on a suit its partner led: the highest of them encourages (it holds one of the
//!   two best cards of the suit still out, from the ten up), the lowest discourages;
//! - count, the first time declarer's side leads a suit: the highest of them with an even
//!   number of cards in the suit, the lowest with an odd number.
//!
//! The conventions are public (the players' agreements are disclosed), so every robot's
//! sampler reads them ([`super::sample`]): a layout where the signaller would have played
//! otherwise (a lower small card it held and did not play, or its lowest where the convention
//! asked for a higher one) is thrown away first when too few layouts fit.
//!
//! The signal only ever chooses among cards the search found equal, so it costs nothing double
//! dummy; what it gains is the partner's picture of the suit (continue or switch).

use super::view::PlayView;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::play::Trick;
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

/// What a defender's small card says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// On partner's lead: likes the suit (high) or not (low).
    Attitude,
    /// On the first round of a suit declarer's side led: an even number (high) or odd (low).
    Count,
}

impl Kind {
    /// Whether the convention asks for a high card with `holding` of `suit` (the suit's cards
    /// `gone` already played): attitude with an encouraging holding, count with an even number.
    pub fn asks_high(self, holding: CardSet, gone: CardSet, suit: Suit) -> bool {
        match self {
            Kind::Attitude => encourages(holding, gone, suit),
            Kind::Count => holding.suit(suit).len().is_multiple_of(2),
        }
    }
}

/// A signal seen at the table: `seat` followed suit with `card`, a small card, when the suit's
/// cards `gone` had been played before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signal {
    /// What the card says.
    pub kind: Kind,
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
        if self.kind.asks_high(holding, self.gone, suit) {
            // With several small cards, the encouraging one is not the lowest.
            small < 2 || lower
        } else {
            !lower
        }
    }
}

/// The kind of signal a defender's card following suit in `trick` gives, if any: attitude on
/// partner's lead, count on the first round of a suit led by declarer's side (`led_before`:
/// the suits led in the tricks before).
fn kind_of(trick: &Trick, seat: Seat, declarer: Seat, led_before: &[Suit]) -> Option<Kind> {
    let led = trick.suit_led()?;
    if seat.side() == declarer.side() || trick.leader == seat {
        None
    } else if trick.leader == seat.partner() {
        Some(Kind::Attitude)
    } else if !led_before.contains(&led) {
        Some(Kind::Count)
    } else {
        None
    }
}

/// The signals of the play so far: every small card a defender played following suit to its
/// partner's lead, or to the first round of a suit declarer's side led (the trick in progress
/// included).
pub fn signals(view: &PlayView) -> Vec<Signal> {
    let mut gone = CardSet::EMPTY;
    let mut led_before = Vec::new();
    let mut out = Vec::new();
    for trick in view.tricks().iter().chain(std::iter::once(view.current())) {
        let led = trick.suit_led();
        for (seat, card) in trick.plays() {
            if Some(card.suit) == led
                && card.rank < Rank::Ten
                && let Some(kind) = kind_of(trick, seat, view.declarer(), &led_before)
            {
                out.push(Signal {
                    kind,
                    seat,
                    card,
                    gone: gone.suit(card.suit),
                });
            }
            gone.insert(card);
        }
        led_before.extend(led);
    }
    out
}

/// The card that signals, when the defender on turn follows suit where the conventions ask for
/// a signal and the equally good classes `tied` (indices into `classes`) hold two or more small
/// cards of the suit: the highest of them to encourage or show an even number, the lowest
/// otherwise. With the kind of signal given and whether it is the high one.
pub fn signal_card(
    view: &PlayView,
    classes: &[CardSet],
    tied: &[usize],
) -> Option<(Card, Kind, bool)> {
    let trick = view.current();
    let led = trick.suit_led()?;
    let led_before: Vec<Suit> = view.tricks().iter().filter_map(Trick::suit_led).collect();
    let kind = kind_of(trick, view.seat(), view.declarer(), &led_before)?;
    let holding = view.hand().suit(led);
    if holding.is_empty() {
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
    let high = kind.asks_high(holding, view.played_set().suit(led), led);
    let card = if high {
        small.iter().max_by_key(|c| c.rank)
    } else {
        small.iter().min_by_key(|c| c.rank)
    };
    card.map(|c| (c, kind, high))
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
            kind: Kind::Attitude,
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

    #[test]
    fn a_count_signal_fits_the_length() {
        let high = Signal {
            kind: Kind::Count,
            seat: Seat::East,
            card: card("H7"),
            gone: hand(".A.."),
        };
        assert!(high.fits(hand(".73..")), "two cards, high first");
        assert!(high.fits(hand(".Q873..")));
        assert!(!high.fits(hand(".873..")), "three: would play the three");
        assert!(high.fits(hand(".J7..")), "the only small card");
        let low = Signal {
            card: card("H3"),
            ..high
        };
        assert!(low.fits(hand(".873..")));
        assert!(!low.fits(hand(".73..")), "two: would play the seven");
        assert!(low.fits(hand(".K3..")), "a single small card: no choice");
    }
}
