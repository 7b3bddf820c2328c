//! The play of the cards as a state machine: tricks, following suit, winners, claims.

use crate::auction::Contract;
use crate::card::{Card, CardSet, Suit};
use crate::deal::Deal;
use crate::seat::{Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One trick: its leader and the cards played to it so far, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trick {
    /// Who led.
    pub leader: Seat,
    /// The cards in the order played (at most four).
    pub cards: Vec<Card>,
}

impl Trick {
    /// The suit led, once a card is down.
    pub fn suit_led(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit)
    }

    /// The seat that played the `i`-th card.
    pub fn seat_of(&self, i: usize) -> Seat {
        self.leader.nth_next(i)
    }

    /// The cards with the seat that played each.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards
            .iter()
            .enumerate()
            .map(|(i, c)| (self.seat_of(i), *c))
    }

    /// True with four cards.
    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }

    /// The seat winning the trick so far: the highest trump, else the highest card of the suit led.
    pub fn winner(&self, trump: Option<Suit>) -> Option<Seat> {
        let led = self.suit_led()?;
        self.plays()
            .max_by_key(|(_, c)| {
                let class = if Some(c.suit) == trump {
                    2
                } else if c.suit == led {
                    1
                } else {
                    0
                };
                (class, c.rank)
            })
            .map(|(s, _)| s)
    }
}

/// Why a card may not be played now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// All 13 tricks are played, or the rest were claimed.
    PlayOver,
    /// The player whose turn it is does not hold that card.
    CardNotHeld {
        /// The card tried.
        card: Card,
        /// The player on turn.
        seat: Seat,
    },
    /// The player holds a card of the suit led and must follow suit (playing another would be a revoke, Law 44).
    MustFollowSuit {
        /// The card tried.
        card: Card,
        /// The suit led.
        led: Suit,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::PlayOver => f.write_str("the play is over"),
            PlayError::CardNotHeld { card, seat } => {
                write!(f, "{} does not hold the {}", seat.name(), card.name())
            }
            PlayError::MustFollowSuit { card, led } => write!(
                f,
                "the {} does not follow suit: {} must be played while you hold them",
                card.name(),
                led.name()
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a claim is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The play is already over.
    PlayOver,
    /// More tricks claimed than are left to play.
    TooManyTricks {
        /// Tricks claimed.
        claimed: u8,
        /// Tricks still to play.
        remaining: u8,
    },
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimError::PlayOver => f.write_str("the play is over"),
            ClaimError::TooManyTricks { claimed, remaining } => {
                write!(f, "{claimed} tricks claimed but only {remaining} remain")
            }
        }
    }
}

impl std::error::Error for ClaimError {}

/// The play of a deal: the contract, who declares, and every card played.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PlayRecord", into = "PlayRecord")]
pub struct Play {
    deal: Deal,
    contract: Contract,
    declarer: Seat,
    tricks: Vec<Trick>,
    /// Tricks of the remaining ones that go to declarer by an agreed claim.
    claimed: Option<u8>,
}

/// The stored form of a play, replayed card by card when loaded.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct PlayRecord {
    deal: Deal,
    contract: Contract,
    declarer: Seat,
    cards: Vec<Card>,
    #[serde(default)]
    claimed: Option<u8>,
}

impl From<Play> for PlayRecord {
    fn from(p: Play) -> PlayRecord {
        PlayRecord {
            cards: p.cards_played().collect(),
            deal: p.deal,
            contract: p.contract,
            declarer: p.declarer,
            claimed: p.claimed,
        }
    }
}

/// A stored play that cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayRecordError {
    /// A card is illegal at its point.
    Play(PlayError),
    /// The claim does not fit.
    Claim(ClaimError),
}

impl fmt::Display for PlayRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayRecordError::Play(e) => e.fmt(f),
            PlayRecordError::Claim(e) => e.fmt(f),
        }
    }
}

impl TryFrom<PlayRecord> for Play {
    type Error = PlayRecordError;
    fn try_from(r: PlayRecord) -> Result<Play, PlayRecordError> {
        let mut p = Play::new(r.deal, r.contract, r.declarer);
        for c in r.cards {
            p.play(c).map_err(PlayRecordError::Play)?;
        }
        if let Some(n) = r.claimed {
            p.claim(n).map_err(PlayRecordError::Claim)?;
        }
        Ok(p)
    }
}

impl Play {
    /// The play of `contract` by `declarer` on `deal`; declarer's left-hand opponent leads.
    pub fn new(deal: Deal, contract: Contract, declarer: Seat) -> Play {
        Play {
            deal,
            contract,
            declarer,
            tricks: vec![Trick {
                leader: declarer.next(),
                cards: Vec::new(),
            }],
            claimed: None,
        }
    }

    /// The deal as dealt.
    pub const fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The contract.
    pub const fn contract(&self) -> Contract {
        self.contract
    }

    /// Declarer.
    pub const fn declarer(&self) -> Seat {
        self.declarer
    }

    /// Dummy, declarer's partner.
    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The trump suit, if any.
    pub const fn trump(&self) -> Option<Suit> {
        self.contract.strain().trump()
    }

    /// Every trick begun, the current one last (it may be empty).
    pub fn tricks(&self) -> &[Trick] {
        let n = self.tricks.len();
        if self.tricks[n - 1].cards.is_empty() && n > 1 {
            &self.tricks[..n - 1]
        } else {
            &self.tricks
        }
    }

    /// The completed tricks.
    pub fn completed_tricks(&self) -> impl Iterator<Item = &Trick> {
        self.tricks.iter().filter(|t| t.is_complete())
    }

    /// The trick being played (possibly empty), or `None` when the play is over.
    pub fn current_trick(&self) -> Option<&Trick> {
        if self.is_over() {
            None
        } else {
            self.tricks.last()
        }
    }

    /// The last completed trick, for review.
    pub fn last_completed_trick(&self) -> Option<&Trick> {
        self.completed_tricks().last()
    }

    /// Every card played, in order.
    pub fn cards_played(&self) -> impl Iterator<Item = Card> + '_ {
        self.tricks.iter().flat_map(|t| t.cards.iter().copied())
    }

    /// Number of cards played.
    pub fn card_count(&self) -> usize {
        self.tricks.iter().map(|t| t.cards.len()).sum()
    }

    /// True once 13 tricks are played or the rest claimed.
    pub fn is_over(&self) -> bool {
        self.claimed.is_some() || self.completed_tricks().count() == 13
    }

    /// Whose turn it is (declarer also plays for dummy), or `None` when the play is over.
    pub fn to_play(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        let t = self.tricks.last()?;
        Some(t.seat_of(t.cards.len()))
    }

    /// The cards `seat` still holds.
    pub fn remaining(&self, seat: Seat) -> CardSet {
        let played: CardSet = self.cards_played().collect();
        self.deal.hand(seat).without(played)
    }

    /// True once the opening lead is made and dummy is face up.
    pub fn dummy_visible(&self) -> bool {
        self.card_count() > 0
    }

    /// The cards the player on turn may play.
    pub fn legal_cards(&self) -> CardSet {
        let Some(seat) = self.to_play() else {
            return CardSet::EMPTY;
        };
        let hand = self.remaining(seat);
        match self.tricks.last().and_then(Trick::suit_led) {
            Some(led) if hand.suit_len(led) > 0 => hand.suit(led),
            _ => hand,
        }
    }

    /// Checks that `card` may be played now, without playing it.
    pub fn check(&self, card: Card) -> Result<(), PlayError> {
        let seat = self.to_play().ok_or(PlayError::PlayOver)?;
        let hand = self.remaining(seat);
        if !hand.contains(card) {
            return Err(PlayError::CardNotHeld { card, seat });
        }
        if let Some(led) = self.tricks.last().and_then(Trick::suit_led)
            && card.suit != led
            && hand.suit_len(led) > 0
        {
            return Err(PlayError::MustFollowSuit { card, led });
        }
        Ok(())
    }

    /// Plays `card` for the player on turn; a completed trick is won and the winner leads next.
    pub fn play(&mut self, card: Card) -> Result<(), PlayError> {
        self.check(card)?;
        let trump = self.trump();
        let trick = self
            .tricks
            .last_mut()
            .expect("a trick is always open while playing");
        trick.cards.push(card);
        if trick.is_complete() {
            let winner = trick.winner(trump).expect("a full trick has a winner");
            if self.tricks.len() < 13 {
                self.tricks.push(Trick {
                    leader: winner,
                    cards: Vec::new(),
                });
            }
        }
        Ok(())
    }

    /// Takes back the last card (or the claim); returns the card, or `None` if nothing was played.
    pub fn undo(&mut self) -> Option<Card> {
        if self.claimed.take().is_some() {
            return None;
        }
        if self.tricks.last().is_some_and(|t| t.cards.is_empty()) && self.tricks.len() > 1 {
            self.tricks.pop();
        }
        self.tricks.last_mut().and_then(|t| t.cards.pop())
    }

    /// Tricks still to be played (a trick in progress counts as one).
    pub fn tricks_remaining(&self) -> u8 {
        if self.claimed.is_some() {
            0
        } else {
            13 - self.completed_tricks().count() as u8
        }
    }

    /// Ends the play: of the remaining tricks, `declarer_tricks` go to declarer's side and the rest
    /// to the defenders. Whether the claim is right is for the caller to judge (see [`crate::claim`]).
    pub fn claim(&mut self, declarer_tricks: u8) -> Result<(), ClaimError> {
        if self.is_over() {
            return Err(ClaimError::PlayOver);
        }
        let remaining = self.tricks_remaining();
        if declarer_tricks > remaining {
            return Err(ClaimError::TooManyTricks {
                claimed: declarer_tricks,
                remaining,
            });
        }
        self.claimed = Some(declarer_tricks);
        Ok(())
    }

    /// The tricks of the remaining ones given to declarer by a claim, if play ended by one.
    pub const fn claimed(&self) -> Option<u8> {
        self.claimed
    }

    /// Tricks won so far by `side`, including any claimed for it.
    pub fn tricks_won(&self, side: Side) -> u8 {
        let trump = self.trump();
        let played = self
            .completed_tricks()
            .filter(|t| t.winner(trump).map(Seat::side) == Some(side))
            .count() as u8;
        let claim = match self.claimed {
            Some(n) => {
                let rest = 13 - self.completed_tricks().count() as u8;
                if side == self.declarer.side() {
                    n
                } else {
                    rest - n
                }
            }
            None => 0,
        };
        played + claim
    }

    /// Tricks won by declarer's side.
    pub fn declarer_tricks(&self) -> u8 {
        self.tricks_won(self.declarer.side())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Rank;

    const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn lead_follow_and_win() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let mut p = Play::new(deal, "4S".parse().unwrap(), Seat::South);
        assert_eq!(p.to_play(), Some(Seat::West));
        assert!(!p.dummy_visible());
        p.play(c("HA")).unwrap();
        assert!(p.dummy_visible());
        assert_eq!(p.to_play(), Some(Seat::North));
        assert_eq!(
            p.check(c("SA")),
            Err(PlayError::MustFollowSuit {
                card: c("SA"),
                led: Suit::Hearts
            })
        );
        assert_eq!(
            p.check(c("CA")),
            Err(PlayError::CardNotHeld {
                card: c("CA"),
                seat: Seat::North
            })
        );
        assert_eq!(p.legal_cards().len(), 3);
        p.play(c("H8")).unwrap();
        p.play(c("H5")).unwrap();
        p.play(c("H2")).unwrap();
        assert_eq!(p.completed_tricks().count(), 1);
        assert_eq!(p.to_play(), Some(Seat::West));
        assert_eq!(p.tricks_won(Side::EastWest), 1);
    }

    #[test]
    fn a_trump_beats_the_suit_led() {
        let t = Trick {
            leader: Seat::West,
            cards: vec![c("HA"), c("S2"), c("HK"), c("HQ")],
        };
        assert_eq!(t.winner(Some(Suit::Spades)), Some(Seat::North));
        assert_eq!(t.winner(None), Some(Seat::West));
        assert_eq!(t.winner(Some(Suit::Clubs)), Some(Seat::West));
        let t = Trick {
            leader: Seat::North,
            cards: vec![c("D2"), c("CA"), c("D3")],
        };
        assert_eq!(t.winner(None), Some(Seat::South));
    }

    #[test]
    fn thirteen_tricks_end_the_play_and_undo_goes_back() {
        let deal = Deal::random(7);
        let mut p = Play::new(deal, "3NT".parse().unwrap(), Seat::North);
        while p.to_play().is_some() {
            let card = p.legal_cards().iter().next().unwrap();
            p.play(card).unwrap();
        }
        assert_eq!(p.completed_tricks().count(), 13);
        assert_eq!(
            p.tricks_won(Side::NorthSouth) + p.tricks_won(Side::EastWest),
            13
        );
        assert_eq!(
            p.play(Card::new(Suit::Spades, Rank::Ace)),
            Err(PlayError::PlayOver)
        );
        let last = p.undo().unwrap();
        assert_eq!(
            p.to_play().map(|s| p.remaining(s).contains(last)),
            Some(true)
        );
        assert_eq!(p.completed_tricks().count(), 12);
        for _ in 0..51 {
            p.undo().unwrap();
        }
        assert_eq!(p.card_count(), 0);
        assert_eq!(p.undo(), None);
    }

    #[test]
    fn claims_split_the_remaining_tricks() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let mut p = Play::new(deal, "1NT".parse().unwrap(), Seat::North);
        assert_eq!(
            p.claim(14),
            Err(ClaimError::TooManyTricks {
                claimed: 14,
                remaining: 13
            })
        );
        p.claim(9).unwrap();
        assert!(p.is_over());
        assert_eq!(p.declarer_tricks(), 9);
        assert_eq!(p.tricks_won(Side::EastWest), 4);
        assert_eq!(p.claim(1), Err(ClaimError::PlayOver));
    }

    #[test]
    fn saved_play_replays_and_rejects_tampering() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let mut p = Play::new(deal, "4S".parse().unwrap(), Seat::South);
        p.play(c("HA")).unwrap();
        let json = serde_json::to_string(&p).unwrap();
        let back: Play = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p);
        let bad = json.replace("\"HA\"", "\"SA\"");
        assert!(serde_json::from_str::<Play>(&bad).is_err());
    }
}
