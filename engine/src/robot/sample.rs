//! Imagined layouts: the hidden cards dealt at random, consistently with what a seat knows.
//!
//! The card-play robot cannot see the other hands, so it deals the cards it cannot see many
//! times over, each time within everything the table has told it:
//! - facts, never relaxed: the cards already played (and by whom), the cards in view, the
//!   number of cards each player still holds, the suits a player has shown out of;
//! - inferences, relaxed in this order when no layout fits them (see [`Relaxed`]): at the
//!   opening lead, the calls themselves (each hidden player would have made each of its calls
//!   with the hand imagined for it, by the robots' rules: [`CallCheck`]), then the
//!   defenders' signals ([`super::signals`]), the opening lead's conventions (an honour led
//!   from a suit of three or more promises the card below it, or the ace under a king), then
//!   the high-card points each seat's calls showed, then the suit lengths they showed
//!   ([`crate::robot::shown`]).
//!
//! Dealing is rejection sampling: the unseen cards are shuffled and dealt to the hidden seats
//! (a card never goes to a seat void in its suit, each seat getting a share in proportion to the
//! room left in its hand), and a layout that breaks an inference is thrown away. Everything is
//! seeded by [`Rng`], a SplitMix64 generator of our own (the engine has no `rand`): the same
//! view and seed always give the same layouts, natively and in WebAssembly.

use super::bidding::consistent::CallCheck;
use super::signals::{Signal, signals};
use super::view::PlayView;
use super::{Shown, shown};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::seat::Seat;

/// A small seeded pseudo-random generator: SplitMix64 (Steele, Lea and Flood 2014, the seeder
/// of the xoshiro family). Fast, 64 bits of state, passes BigCrush; plenty for shuffling cards.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), by Lemire's multiply-shift (bias below 2^-32 here).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// How far the inferences were relaxed to find the layouts (facts are never relaxed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Relaxed {
    /// Every inference holds in every layout.
    Nothing,
    /// The calls were not checked rule by rule ([`CallCheck`]); what they showed still holds.
    Calls,
    /// The defenders' signals (attitude, count) were dropped ([`super::signals`]).
    Signals,
    /// The opening lead's conventions were dropped.
    LeadConventions,
    /// The high-card points shown by the calls were dropped too.
    Points,
    /// The suit lengths shown were dropped too: only the facts hold.
    Lengths,
}

impl Relaxed {
    const ORDER: [Relaxed; 6] = [
        Relaxed::Nothing,
        Relaxed::Calls,
        Relaxed::Signals,
        Relaxed::LeadConventions,
        Relaxed::Points,
        Relaxed::Lengths,
    ];
}

/// Layouts dealt for one decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layouts {
    /// Each layout: the cards every seat still holds, by [`Seat::index`] (the seats in view as
    /// they are, the hidden ones imagined).
    pub hands: Vec<[CardSet; 4]>,
    /// The most that had to be relaxed for any of them.
    pub relaxed: Relaxed,
}

/// What the view tells about each hidden seat, prepared once.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The hands in view (and empty sets for hidden seats).
    known: [CardSet; 4],
    /// The seats whose cards are dealt.
    hidden: Vec<Seat>,
    /// Cards each hidden seat still holds.
    count: [usize; 4],
    /// Cards each seat played.
    played: [CardSet; 4],
    /// Suits each seat has shown out of.
    void: [[bool; 4]; 4],
    /// What each seat's calls showed (when the view has the auction).
    shown: Option<[Shown; 4]>,
    /// The opening lead, when its leader is hidden: the card and its leader.
    lead: Option<(Seat, Card)>,
    /// The signals of hidden seats.
    signals: Vec<Signal>,
    /// The hidden seats' calls, checked against each layout (a defender's decisions).
    calls: Option<CallCheck>,
    /// The cards to deal.
    unseen: CardSet,
}

impl Knowledge {
    /// What `view` tells.
    pub fn new(view: &PlayView) -> Knowledge {
        let mut known = [CardSet::EMPTY; 4];
        let mut hidden = Vec::new();
        let mut count = [0; 4];
        let mut played = [CardSet::EMPTY; 4];
        let mut void = [[false; 4]; 4];
        for seat in Seat::ALL {
            played[seat.index()] = view.played_by(seat);
            match view.visible_hand(seat) {
                Some(h) => known[seat.index()] = h,
                None => {
                    hidden.push(seat);
                    count[seat.index()] = 13 - played[seat.index()].len();
                }
            }
            for suit in Suit::ALL {
                void[seat.index()][suit.index()] = view.showed_out(seat, suit);
            }
        }
        let shown = view.auction().map(|a| shown(a, view.vulnerability()));
        let lead = view
            .tricks()
            .first()
            .or(Some(view.current()))
            .and_then(|t| Some((t.leader, *t.cards.first()?)))
            .filter(|(leader, _)| hidden.contains(leader));
        let signals = signals(view)
            .into_iter()
            .filter(|s| hidden.contains(&s.seat))
            .collect();
        // A defender sees only dummy: beyond the cards played, the auction is most of what it
        // knows of the other two hands, so its layouts keep to it call by call, each hidden
        // player's whole original hand (the cards it played and those the layout gives it).
        let calls = view
            .auction()
            .filter(|_| reads_calls(view))
            .map(|a| CallCheck::new(a, view.vulnerability(), |s| hidden.contains(&s)));
        Knowledge {
            signals,
            calls,
            known,
            hidden,
            count,
            played,
            void,
            shown,
            lead,
            unseen: view.unseen(),
        }
    }

    /// What a player knows during the auction: its own hand and what every call showed (the
    /// bidding's simulations deal the other three hands within it).
    pub fn before_play(seat: Seat, hand: CardSet, shown: [Shown; 4]) -> Knowledge {
        let mut known = [CardSet::EMPTY; 4];
        known[seat.index()] = hand;
        let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != seat).collect();
        let mut count = [0; 4];
        for s in &hidden {
            count[s.index()] = 13;
        }
        Knowledge {
            known,
            hidden,
            count,
            played: [CardSet::EMPTY; 4],
            void: [[false; 4]; 4],
            shown: Some(shown),
            lead: None,
            signals: Vec::new(),
            calls: None,
            unseen: CardSet::FULL.without(hand),
        }
    }

    /// The seats whose cards are imagined.
    pub fn hidden(&self) -> &[Seat] {
        &self.hidden
    }

    /// Deals the unseen cards once, respecting the facts; `None` when the random order of the
    /// deal painted itself into a corner (a card whose only possible seats are full).
    fn deal_once(&self, rng: &mut Rng) -> Option<[CardSet; 4]> {
        let mut cards: Vec<Card> = self.unseen.iter().collect();
        // Cards that few seats may take go first, so that voids rarely corner the deal.
        for i in (1..cards.len()).rev() {
            cards.swap(i, rng.below(i + 1));
        }
        cards.sort_by_key(|c| {
            self.hidden
                .iter()
                .filter(|s| !self.void[s.index()][c.suit.index()])
                .count()
        });
        let mut hands = self.known;
        let mut room = self.count;
        for card in cards {
            let total: usize = self
                .hidden
                .iter()
                .filter(|s| !self.void[s.index()][card.suit.index()])
                .map(|s| room[s.index()])
                .sum();
            if total == 0 {
                return None;
            }
            let mut pick = rng.below(total);
            for s in &self.hidden {
                if self.void[s.index()][card.suit.index()] {
                    continue;
                }
                if pick < room[s.index()] {
                    hands[s.index()].insert(card);
                    room[s.index()] -= 1;
                    break;
                }
                pick -= room[s.index()];
            }
        }
        Some(hands)
    }

    /// Whether the imagined `hands` keep the inferences that `relaxed` has not dropped.
    pub fn fits(&self, hands: &[CardSet; 4], relaxed: Relaxed) -> bool {
        self.hidden.iter().all(|&seat| {
            let original = hands[seat.index()].or(self.played[seat.index()]);
            let lead_ok = relaxed >= Relaxed::LeadConventions
                || self
                    .lead
                    .is_none_or(|(leader, card)| leader != seat || lead_fits(original, card));
            let shown_ok = self.shown.is_none_or(|shown| {
                let s = shown[seat.index()];
                let hcp = super::bidding::eval::hcp(original);
                let points = relaxed >= Relaxed::Points || (s.hcp.0..=s.hcp.1).contains(&hcp);
                let lengths = relaxed >= Relaxed::Lengths
                    || Suit::ALL.iter().all(|&suit| {
                        let (lo, hi) = s.len[suit.index()];
                        (lo..=hi).contains(&(original.suit_len(suit) as u8))
                    });
                points && lengths
            });
            let signals_ok = relaxed >= Relaxed::Signals
                || self
                    .signals
                    .iter()
                    .filter(|s| s.seat == seat)
                    .all(|s| s.fits(original.without(s.gone)));
            lead_ok && shown_ok && signals_ok
        }) && (relaxed >= Relaxed::Calls
            || self.calls.as_ref().is_none_or(|c| {
                // Last: checking the calls rule by rule is the dearest test.
                self.hidden
                    .iter()
                    .all(|&seat| c.admits(seat, hands[seat.index()].or(self.played[seat.index()])))
            }))
    }

    /// Whether the hidden hands of `hands` break a fact: a card in two places, a wrong count, a
    /// card of a suit its holder showed out of. (The sampler never deals such a layout; tests
    /// use this to check it.)
    pub fn breaks_a_fact(&self, hands: &[CardSet; 4]) -> bool {
        let mut all = CardSet::EMPTY;
        for seat in Seat::ALL {
            let h = hands[seat.index()];
            if !all.and(h).is_empty() {
                return true;
            }
            all = all.or(h);
            if self.hidden.contains(&seat) {
                if h.len() != self.count[seat.index()] {
                    return true;
                }
                if Suit::ALL
                    .iter()
                    .any(|s| self.void[seat.index()][s.index()] && h.suit_len(*s) > 0)
                {
                    return true;
                }
            } else if h != self.known[seat.index()] {
                return true;
            }
        }
        false
    }

    /// `n` layouts, dealt with `rng`. Each level of [`Relaxed`] gets `attempts_per_layout * n`
    /// tries; the layouts found at a stricter level are kept and the rest are dealt at the next.
    pub fn sample(&self, n: usize, rng: &mut Rng) -> Layouts {
        const ATTEMPTS_PER_LAYOUT: usize = 400;
        let mut hands = Vec::with_capacity(n);
        let mut relaxed = Relaxed::Nothing;
        if self.hidden.is_empty() || self.unseen.is_empty() {
            // Nothing hidden (the last cards of a trick, or every hand known): one layout.
            let mut h = self.known;
            for s in &self.hidden {
                h[s.index()] = CardSet::EMPTY;
            }
            return Layouts {
                hands: vec![h; n.min(1)],
                relaxed,
            };
        }
        for level in Relaxed::ORDER {
            relaxed = level;
            // Few layouts keep to every call (often 1 in 10 of those within `shown`): a
            // decision that checks them looks four times as long before it lets them go.
            let factor = if level == Relaxed::Nothing && self.calls.is_some() {
                4
            } else {
                1
            };
            let mut tries = ATTEMPTS_PER_LAYOUT * n * factor + 1000;
            while hands.len() < n && tries > 0 {
                tries -= 1;
                if let Some(h) = self.deal_once(rng)
                    && self.fits(&h, level)
                {
                    hands.push(h);
                }
            }
            if hands.len() == n {
                break;
            }
        }
        Layouts { hands, relaxed }
    }
}

/// Whether the layouts of the seat on turn in `view` keep to the hidden players' calls rule by
/// rule ([`CallCheck`]): a defender's, from the opening lead on. Declarer's layouts keep to
/// what the defenders' calls showed ([`crate::robot::shown`]) only.
fn reads_calls(view: &PlayView) -> bool {
    view.seat().side() != view.declarer().side()
}

/// Whether a hand of `original` (before any card was played) could have led `card` by the
/// conventions the robots use: an honour from a suit of three or more is the top of a sequence
/// (it promises the card just below, or the ace when it is the king); any other lead passes.
fn lead_fits(original: CardSet, card: Card) -> bool {
    let suit = original.suit(card.suit);
    if card.rank < Rank::Ten || card.rank == Rank::Ace || suit.len() <= 2 {
        return true;
    }
    let below = Rank::from_value(card.rank.value() - 1).map(|r| Card::new(card.suit, r));
    below.is_some_and(|b| suit.contains(b))
        || (card.rank == Rank::King && suit.contains(Card::new(card.suit, Rank::Ace)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_splitmix64() {
        // The first outputs of SplitMix64 from seed 0 (reference values of the algorithm).
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut counts = [0usize; 5];
        for _ in 0..5000 {
            counts[rng.below(5)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (900..1100).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn a_lead_honour_promises_the_card_below() {
        let hand = |t: &str| CardSet::from_pbn_hand(t).unwrap();
        let c = |t: &str| -> Card { t.parse().unwrap() };
        assert!(lead_fits(hand("KQ4..."), c("SK")));
        assert!(lead_fits(hand("AK4..."), c("SK")));
        assert!(!lead_fits(hand("KJ4..."), c("SK")));
        assert!(lead_fits(hand("K4..."), c("SK")), "top of a doubleton");
        assert!(lead_fits(hand("QJ72..."), c("SQ")));
        assert!(!lead_fits(hand("Q872..."), c("SQ")));
        assert!(
            lead_fits(hand("Q872..."), c("S7")),
            "a spot card promises nothing"
        );
    }
}
