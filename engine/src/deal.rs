//! Deals: four hands of thirteen cards, validated, random or from PBN text.

use crate::card::{Card, CardSet};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A complete, valid deal: 52 distinct cards, 13 to each seat.
///
/// The only ways to get one are [`Deal::new`] (validated), [`Deal::random`] and parsing,
/// so code holding a `Deal` never meets a short hand or a duplicated card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Deal {
    hands: [CardSet; 4],
}

/// Why four hands are not a deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// A seat does not hold exactly 13 cards.
    WrongHandSize {
        /// The seat.
        seat: Seat,
        /// How many cards it holds.
        cards: usize,
    },
    /// The same card appears in two hands.
    DuplicateCard(Card),
    /// The text is not a PBN deal (`N:` then four hands, suits separated by dots).
    Malformed(String),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::WrongHandSize { seat, cards } => {
                write!(f, "{} holds {cards} cards instead of 13", seat.name())
            }
            DealError::DuplicateCard(c) => write!(f, "the {} is dealt twice", c.name()),
            DealError::Malformed(why) => write!(f, "not a PBN deal: {why}"),
        }
    }
}

impl std::error::Error for DealError {}

impl Deal {
    /// Checks four hands (indexed by [`Seat::index`]) and makes a deal of them.
    pub fn new(hands: [CardSet; 4]) -> Result<Deal, DealError> {
        let mut seen = CardSet::EMPTY;
        for seat in Seat::ALL {
            let hand = hands[seat.index()];
            if let Some(dup) = hand.and(seen).iter().next() {
                return Err(DealError::DuplicateCard(dup));
            }
            seen = seen.or(hand);
        }
        for seat in Seat::ALL {
            let cards = hands[seat.index()].len();
            if cards != 13 {
                return Err(DealError::WrongHandSize { seat, cards });
            }
        }
        Ok(Deal { hands })
    }

    /// The hand of `seat`.
    pub const fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// All four hands, indexed by [`Seat::index`].
    pub const fn hands(&self) -> [CardSet; 4] {
        self.hands
    }

    /// Who was dealt `card`.
    pub fn holder(&self, card: Card) -> Seat {
        Seat::ALL
            .into_iter()
            .find(|s| self.hand(*s).contains(card))
            .expect("a valid deal holds every card")
    }

    /// A uniformly random deal reproducible from `seed`.
    ///
    /// The generator (SplitMix64 seeding xoshiro256**) and the shuffle are written here rather
    /// than taken from a crate, so a saved seed gives the same deal after any dependency upgrade.
    pub fn random(seed: u64) -> Deal {
        let mut rng = DealRng::new(seed);
        let mut cards: Vec<Card> = CardSet::FULL.iter().collect();
        for i in (1..cards.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            cards.swap(i, j);
        }
        let mut hands = [CardSet::EMPTY; 4];
        for (i, c) in cards.into_iter().enumerate() {
            hands[i % 4].insert(c);
        }
        Deal { hands }
    }

    /// Parses a PBN deal: `N:` (the first hand's seat) and four hands clockwise,
    /// each `spades.hearts.diamonds.clubs`.
    pub fn from_pbn(text: &str) -> Result<Deal, DealError> {
        let text = text.trim();
        let (first, rest) = text.split_once(':').ok_or_else(|| {
            DealError::Malformed("it must start with the first seat, as in N:".into())
        })?;
        let first: Seat = first
            .parse()
            .map_err(|_| DealError::Malformed(format!("{first:?} is not a seat")))?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(DealError::Malformed(format!(
                "{} hands instead of 4",
                parts.len()
            )));
        }
        let mut hands = [CardSet::EMPTY; 4];
        for (i, part) in parts.iter().enumerate() {
            let seat = first.nth_next(i);
            hands[seat.index()] = CardSet::from_pbn_hand(part).map_err(|_| {
                DealError::Malformed(format!(
                    "{}'s hand {part:?} is not four dotted suits",
                    seat.name()
                ))
            })?;
        }
        Deal::new(hands)
    }

    /// The PBN deal text starting with `first`: `N:AKQ.... .... .... ....`.
    pub fn to_pbn_from(&self, first: Seat) -> String {
        let hands: Vec<String> = (0..4)
            .map(|i| self.hand(first.nth_next(i)).to_pbn_hand())
            .collect();
        format!("{}:{}", first.letter(), hands.join(" "))
    }

    /// The PBN deal text starting with North.
    pub fn to_pbn(&self) -> String {
        self.to_pbn_from(Seat::North)
    }

    /// High-card points of each seat, indexed by [`Seat::index`].
    pub fn hcp(&self) -> [u32; 4] {
        self.hands.map(CardSet::hcp)
    }

    /// The deal turned `quarters` seats clockwise: North's hand goes to East, and so on.
    pub fn rotated(&self, quarters: usize) -> Deal {
        let mut hands = [CardSet::EMPTY; 4];
        for seat in Seat::ALL {
            hands[seat.nth_next(quarters).index()] = self.hand(seat);
        }
        Deal { hands }
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn())
    }
}

impl FromStr for Deal {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Deal, DealError> {
        Deal::from_pbn(s)
    }
}

impl From<Deal> for String {
    fn from(d: Deal) -> String {
        d.to_pbn()
    }
}

impl TryFrom<String> for Deal {
    type Error = DealError;
    fn try_from(s: String) -> Result<Deal, DealError> {
        Deal::from_pbn(&s)
    }
}

/// The frozen dealing generator: xoshiro256** seeded by SplitMix64.
#[derive(Clone, Debug)]
pub struct DealRng {
    s: [u64; 4],
}

impl DealRng {
    /// A generator whose whole output follows from `seed`.
    pub fn new(seed: u64) -> DealRng {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        DealRng {
            s: [next(), next(), next(), next()],
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n` (rejection sampling, so no modulo bias). `n` must be > 0.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let v = self.next_u64();
            if v < zone {
                return v % n;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Rank, Suit};

    const SAMPLE: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

    #[test]
    fn pbn_deal_round_trips_from_any_first_seat() {
        let d = Deal::from_pbn(SAMPLE).unwrap();
        assert_eq!(d.to_pbn(), SAMPLE);
        let from_east = d.to_pbn_from(Seat::East);
        assert!(from_east.starts_with("E:T98.765.432.AKQJ"));
        assert_eq!(Deal::from_pbn(&from_east).unwrap(), d);
        assert_eq!(d.hcp().iter().sum::<u32>(), 40);
    }

    #[test]
    fn bad_deals_are_named() {
        assert!(matches!(
            Deal::from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98"),
            Err(DealError::Malformed(_))
        ));
        assert_eq!(
            Deal::from_pbn("N:AKQJ.T98.765.432 AKQJ.765.432.T98 765.432.AKQJ.T98 432.AKQJ.T98.765"),
            Err(DealError::DuplicateCard(Card::new(
                Suit::Spades,
                Rank::Jack
            )))
        );
        assert_eq!(
            Deal::from_pbn("N:AKQJT.T98.765.432 98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"),
            Err(DealError::WrongHandSize {
                seat: Seat::North,
                cards: 14
            })
        );
        assert!(
            Deal::from_pbn("X:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
                .is_err()
        );
    }

    #[test]
    fn seeded_deals_are_frozen() {
        // These strings pin the generator: if they change, saved seeds deal other cards.
        assert_eq!(Deal::random(1).to_pbn(), Deal::random(1).to_pbn());
        assert_ne!(Deal::random(1), Deal::random(2));
        let d = Deal::random(20261129);
        assert_eq!(Deal::from_pbn(&d.to_pbn()).unwrap(), d);
        assert_eq!(d.to_pbn(), FROZEN_20261129);
    }

    const FROZEN_20261129: &str =
        "N:K4.763.T843.AJ75 QJ852.T54.9.QT93 AT93.J8.AKQJ76.K 76.AKQ92.52.8642";

    #[test]
    fn rotation_moves_hands_clockwise() {
        let d = Deal::from_pbn(SAMPLE).unwrap();
        let r = d.rotated(1);
        assert_eq!(r.hand(Seat::East), d.hand(Seat::North));
        assert_eq!(d.rotated(4), d);
    }
}
