//! Suits, ranks, cards and compact sets of cards.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A suit, ordered by bidding rank: clubs < diamonds < hearts < spades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// ♣, a minor.
    Clubs,
    /// ♦, a minor.
    Diamonds,
    /// ♥, a major.
    Hearts,
    /// ♠, a major.
    Spades,
}

impl Suit {
    /// All suits from the lowest to the highest.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// All suits in the order hands are written (PBN, hand diagrams): ♠ ♥ ♦ ♣.
    pub const DISPLAY_ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// 0 for clubs up to 3 for spades.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with the given index (0 = clubs); `None` beyond 3.
    pub const fn from_index(i: usize) -> Option<Suit> {
        match i {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit symbol: ♣ ♦ ♥ ♠.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The letter used in PBN and LIN: C D H S.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The English name, capitalised: "Spades".
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
        }
    }

    /// Hearts and spades.
    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }

    /// Parses a suit letter (C D H S, either case) or symbol.
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' => Some(Suit::Clubs),
            'D' | 'd' | '♦' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' => Some(Suit::Hearts),
            'S' | 's' | '♠' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card rank from two (lowest) to ace (highest); the value is the pip count, ace = 14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Rank {
    /// 2
    Two = 2,
    /// 3
    Three,
    /// 4
    Four,
    /// 5
    Five,
    /// 6
    Six,
    /// 7
    Seven,
    /// 8
    Eight,
    /// 9
    Nine,
    /// 10
    Ten,
    /// Jack
    Jack,
    /// Queen
    Queen,
    /// King
    King,
    /// Ace
    Ace,
}

impl Rank {
    /// All ranks from the two up to the ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank with pip value `v` (2..=14).
    pub const fn from_value(v: u8) -> Option<Rank> {
        if v >= 2 && v <= 14 {
            Some(Rank::ALL[(v - 2) as usize])
        } else {
            None
        }
    }

    /// 2 for a two, 14 for an ace.
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// Milton Work high-card points: A 4, K 3, Q 2, J 1.
    pub const fn hcp(self) -> u8 {
        match self {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        }
    }

    /// A K Q J 10 are honours.
    pub const fn is_honour(self) -> bool {
        self.value() >= 10
    }

    /// The character used in PBN: 2-9, T, J, Q, K, A.
    pub const fn letter(self) -> char {
        match self {
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
            r => (b'0' + r.value()) as char,
        }
    }

    /// The short label shown on a card face: "10" rather than "T".
    pub const fn label(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// The English name, capitalised: "Ace", "Ten".
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Two => "Two",
            Rank::Three => "Three",
            Rank::Four => "Four",
            Rank::Five => "Five",
            Rank::Six => "Six",
            Rank::Seven => "Seven",
            Rank::Eight => "Eight",
            Rank::Nine => "Nine",
            Rank::Ten => "Ten",
            Rank::Jack => "Jack",
            Rank::Queen => "Queen",
            Rank::King => "King",
            Rank::Ace => "Ace",
        }
    }

    /// Parses a rank character (2-9, T, J, Q, K, A; either case).
    pub fn from_char(c: char) -> Option<Rank> {
        match c.to_ascii_uppercase() {
            'A' => Some(Rank::Ace),
            'K' => Some(Rank::King),
            'Q' => Some(Rank::Queen),
            'J' => Some(Rank::Jack),
            'T' => Some(Rank::Ten),
            d @ '2'..='9' => Rank::from_value(d as u8 - b'0'),
            _ => None,
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One of the 52 cards. Stored as its PBN text ("SA").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Card {
    /// The suit (compared first, so cards sort by suit then rank).
    pub suit: Suit,
    /// The rank.
    pub rank: Rank,
}

impl Card {
    /// A card of `rank` in `suit`.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The bit of this card in a [`CardSet`].
    const fn bit(self) -> u64 {
        1 << (self.suit.index() * 16 + self.rank.value() as usize)
    }

    /// The English name, as screen readers announce it: "Ace of Spades".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank.name(), self.suit.name())
    }
}

impl fmt::Display for Card {
    /// PBN style: suit letter then rank, e.g. `SA`, `HT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.letter(), self.rank.letter())
    }
}

/// Why a text is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a card: {:?}", self.0)
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Accepts `SA`, `S10`, `♠A`, and also rank first (`AS`, `10S`).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_string());
        let t = s.trim();
        let mut chars = t.chars();
        let first = chars.next().ok_or_else(err)?;
        let rest: String = chars.collect();
        let parse_rank = |r: &str| -> Option<Rank> {
            if r == "10" {
                Some(Rank::Ten)
            } else {
                let mut it = r.chars();
                let c = it.next()?;
                if it.next().is_some() {
                    return None;
                }
                Rank::from_char(c)
            }
        };
        if let (Some(suit), Some(rank)) = (Suit::from_char(first), parse_rank(&rest)) {
            return Ok(Card::new(suit, rank));
        }
        let last = t.chars().last().ok_or_else(err)?;
        let head = &t[..t.len() - last.len_utf8()];
        match (Suit::from_char(last), parse_rank(head)) {
            (Some(suit), Some(rank)) => Ok(Card::new(suit, rank)),
            _ => Err(err()),
        }
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.to_string()
    }
}

impl TryFrom<String> for Card {
    type Error = ParseCardError;
    fn try_from(s: String) -> Result<Card, ParseCardError> {
        s.parse()
    }
}

/// A set of cards held in one 64-bit word (16 bits a suit), like a bitboard.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct CardSet(u64);

/// The bits of the ranks two to ace within one suit's 16 bits.
const SUIT_MASK: u64 = 0b0111_1111_1111_1100;

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet =
        CardSet(SUIT_MASK | SUIT_MASK << 16 | SUIT_MASK << 32 | SUIT_MASK << 48);

    /// The raw bits (16 per suit, clubs lowest; bit = rank value).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// A set from raw bits; bits that are not cards are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::FULL.0)
    }

    /// Every card of one suit.
    pub const fn suit_all(suit: Suit) -> CardSet {
        CardSet(SUIT_MASK << (suit.index() * 16))
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when no card is in the set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds a card; returns false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= card.bit();
        !had
    }

    /// Removes a card; returns false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !card.bit();
        had
    }

    /// The cards in both sets.
    pub const fn and(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in either set.
    pub const fn or(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards of this set that are not in `other`.
    pub const fn without(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of one suit in this set.
    pub const fn suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & CardSet::suit_all(suit).0)
    }

    /// How many cards of `suit` the set holds.
    pub const fn suit_len(self, suit: Suit) -> usize {
        self.suit(suit).len()
    }

    /// Suit lengths indexed by [`Suit::index`].
    pub fn shape(self) -> [usize; 4] {
        Suit::ALL.map(|s| self.suit_len(s))
    }

    /// Milton Work high-card points.
    pub fn hcp(self) -> u32 {
        self.iter().map(|c| u32::from(c.rank.hcp())).sum()
    }

    /// The highest card of `suit`, if any.
    pub fn highest_in(self, suit: Suit) -> Option<Card> {
        let bits = (self.suit(suit).0 >> (suit.index() * 16)) as u16;
        if bits == 0 {
            return None;
        }
        let v = 15 - bits.leading_zeros() as u8;
        Rank::from_value(v).map(|r| Card::new(suit, r))
    }

    /// The lowest card of `suit`, if any.
    pub fn lowest_in(self, suit: Suit) -> Option<Card> {
        let bits = (self.suit(suit).0 >> (suit.index() * 16)) as u16;
        if bits == 0 {
            return None;
        }
        Rank::from_value(bits.trailing_zeros() as u8).map(|r| Card::new(suit, r))
    }

    /// Cards from the lowest club to the highest spade.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Card> + Clone {
        Suit::ALL.into_iter().flat_map(move |s| {
            Rank::ALL
                .into_iter()
                .map(move |r| Card::new(s, r))
                .filter(move |c| self.contains(*c))
        })
    }

    /// The cards of one suit, from the highest down.
    pub fn ranks_desc(self, suit: Suit) -> impl Iterator<Item = Rank> {
        Rank::ALL
            .into_iter()
            .rev()
            .filter(move |r| self.contains(Card::new(suit, *r)))
    }

    /// The holding of one suit as PBN text, highest first: "AKT2" (empty for a void).
    pub fn suit_text(self, suit: Suit) -> String {
        self.ranks_desc(suit).map(Rank::letter).collect()
    }

    /// Parses a PBN hand: four holdings separated by dots, spades first ("AK2.QJ.T98765.").
    pub fn from_pbn_hand(text: &str) -> Result<CardSet, ParseCardError> {
        let err = || ParseCardError(text.to_string());
        let parts: Vec<&str> = text.split('.').collect();
        if parts.len() != 4 {
            return Err(err());
        }
        let mut set = CardSet::EMPTY;
        for (suit, part) in Suit::DISPLAY_ORDER.into_iter().zip(parts) {
            if part == "-" {
                continue;
            }
            for c in part.chars() {
                let rank = Rank::from_char(c).ok_or_else(err)?;
                if !set.insert(Card::new(suit, rank)) {
                    return Err(err());
                }
            }
        }
        Ok(set)
    }

    /// The PBN text of the hand, spades first: "AK2.QJ.T98765.".
    pub fn to_pbn_hand(self) -> String {
        Suit::DISPLAY_ORDER.map(|s| self.suit_text(s)).join(".")
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl From<CardSet> for String {
    fn from(set: CardSet) -> String {
        set.to_pbn_hand()
    }
}

impl TryFrom<String> for CardSet {
    type Error = ParseCardError;
    fn try_from(s: String) -> Result<CardSet, ParseCardError> {
        CardSet::from_pbn_hand(&s)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn_hand())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_deck_has_52_cards_and_40_points() {
        assert_eq!(CardSet::FULL.len(), 52);
        assert_eq!(CardSet::FULL.hcp(), 40);
        assert_eq!(CardSet::FULL.iter().count(), 52);
    }

    #[test]
    fn card_text_round_trips() {
        for c in CardSet::FULL.iter() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!(
            "♠10".parse::<Card>().unwrap(),
            Card::new(Suit::Spades, Rank::Ten)
        );
        assert_eq!(
            "QH".parse::<Card>().unwrap(),
            Card::new(Suit::Hearts, Rank::Queen)
        );
        assert!("S1".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }

    #[test]
    fn pbn_hand_round_trips() {
        let h = CardSet::from_pbn_hand("AK2.QJ.T98765.").unwrap();
        assert_eq!(h.len(), 11);
        assert_eq!(h.to_pbn_hand(), "AK2.QJ.T98765.");
        assert_eq!(h.hcp(), 10);
        assert_eq!(
            h.highest_in(Suit::Diamonds),
            Some(Card::new(Suit::Diamonds, Rank::Ten))
        );
        assert_eq!(
            h.lowest_in(Suit::Spades),
            Some(Card::new(Suit::Spades, Rank::Two))
        );
        assert_eq!(h.highest_in(Suit::Clubs), None);
        assert!(CardSet::from_pbn_hand("AA.K.Q.J").is_err());
        assert!(CardSet::from_pbn_hand("AK.Q.J").is_err());
    }

    #[test]
    fn card_names() {
        assert_eq!(Card::new(Suit::Spades, Rank::Ace).name(), "Ace of Spades");
        assert_eq!(Card::new(Suit::Hearts, Rank::Ten).name(), "Ten of Hearts");
    }
}
