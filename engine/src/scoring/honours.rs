//! Honours: a bonus above the line for honours held in one hand (rule reference §5.7).
//!
//! Four of the five trump honours (A K Q J 10) in one hand score 100, all five 150; at no-trumps
//! the four aces in one hand score 150. Either side may score them, defenders included, whatever
//! the vulnerability or doubling. Rubber bridge counts them (with a setting to ignore them);
//! Chicago only by a setting; duplicate never.

use crate::auction::Strain;
use crate::card::{Card, CardSet, Rank, Suit};
use crate::deal::Deal;
use crate::seat::{Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which honours one hand held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HonoursKind {
    /// Four of the five trump honours: 100.
    FourTrumpHonours,
    /// All five trump honours: 150.
    FiveTrumpHonours,
    /// All four aces at no-trumps: 150.
    FourAces,
}

impl HonoursKind {
    /// The bonus: 100 or 150.
    pub const fn points(self) -> u32 {
        match self {
            HonoursKind::FourTrumpHonours => 100,
            HonoursKind::FiveTrumpHonours | HonoursKind::FourAces => 150,
        }
    }

    /// True when this kind can be held in `strain` (aces only at no-trumps, trump honours only
    /// in a suit).
    pub const fn fits(self, strain: Strain) -> bool {
        matches!(
            (self, strain),
            (HonoursKind::FourAces, Strain::NoTrump)
                | (
                    HonoursKind::FourTrumpHonours | HonoursKind::FiveTrumpHonours,
                    Strain::Clubs | Strain::Diamonds | Strain::Hearts | Strain::Spades
                )
        )
    }
}

/// Honours scored by a side on one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Honours {
    /// The side of the hand that held them (declarer's side or the defenders).
    pub side: Side,
    /// What was held.
    pub kind: HonoursKind,
}

impl Honours {
    /// The bonus: 100 or 150.
    pub const fn points(self) -> u32 {
        self.kind.points()
    }
}

/// The honours `hand` holds for a contract in `strain`, if any.
pub fn honours_in_hand(hand: CardSet, strain: Strain) -> Option<HonoursKind> {
    match strain.trump() {
        None => {
            let aces = Suit::ALL
                .into_iter()
                .filter(|s| hand.contains(Card::new(*s, Rank::Ace)))
                .count();
            (aces == 4).then_some(HonoursKind::FourAces)
        }
        Some(trump) => {
            let held = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten]
                .into_iter()
                .filter(|r| hand.contains(Card::new(trump, *r)))
                .count();
            match held {
                5 => Some(HonoursKind::FiveTrumpHonours),
                4 => Some(HonoursKind::FourTrumpHonours),
                _ => None,
            }
        }
    }
}

/// The seat holding honours in `deal` for a contract in `strain`, and what it holds.
///
/// At most one hand can qualify: four of five honours (or four of four aces) leave too few
/// for any other hand.
pub fn honours_holder(deal: &Deal, strain: Strain) -> Option<(Seat, HonoursKind)> {
    Seat::ALL
        .into_iter()
        .find_map(|seat| honours_in_hand(deal.hand(seat), strain).map(|kind| (seat, kind)))
}

/// The honours scored on `deal` for a contract in `strain`, and which side scores them.
pub fn honours(deal: &Deal, strain: Strain) -> Option<Honours> {
    honours_holder(deal, strain).map(|(seat, kind)| Honours {
        side: seat.side(),
        kind,
    })
}

/// How a sheet learns a deal's honours: from the cards, from the players' claim, or not at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum HonoursClaim {
    /// Nobody held (or claimed) honours.
    #[default]
    None,
    /// Work them out from the cards.
    FromDeal(Deal),
    /// The players' claim (an override, e.g. when the cards were not entered).
    Claimed(Honours),
}

/// Claimed honours that cannot exist in the contract's strain (four aces in a suit contract,
/// trump honours at no-trumps), or honours on a passed-out deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HonoursMismatch {
    /// The honours claimed.
    pub honours: Honours,
    /// The contract's strain, or `None` when the deal was passed out.
    pub strain: Option<Strain>,
}

impl fmt::Display for HonoursMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.strain {
            None => f.write_str("no honours on a passed-out deal"),
            Some(s) => write!(
                f,
                "{:?} cannot be held in a {s} contract",
                self.honours.kind
            ),
        }
    }
}

impl std::error::Error for HonoursMismatch {}

impl HonoursClaim {
    /// The honours scored for a contract in `strain` (`None` when passed out).
    pub fn resolve(&self, strain: Option<Strain>) -> Result<Option<Honours>, HonoursMismatch> {
        match (*self, strain) {
            (HonoursClaim::None, _) | (HonoursClaim::FromDeal(_), None) => Ok(None),
            (HonoursClaim::FromDeal(deal), Some(s)) => Ok(honours(&deal, s)),
            (HonoursClaim::Claimed(h), Some(s)) if h.kind.fits(s) => Ok(Some(h)),
            (HonoursClaim::Claimed(honours), strain) => Err(HonoursMismatch { honours, strain }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: &str = "N:AKQJ.A98.765.A32 T98.K765.432.KQJ 765.QJT2.AKQJ.T9 432.43.T98.87654";

    #[test]
    fn trump_honours_and_aces() {
        let d: Deal = DEAL.parse().unwrap();
        assert_eq!(
            honours_holder(&d, Strain::Spades),
            Some((Seat::North, HonoursKind::FourTrumpHonours))
        );
        // Diamonds: South holds A K Q J, West the ten.
        assert_eq!(
            honours(&d, Strain::Diamonds),
            Some(Honours {
                side: Side::NorthSouth,
                kind: HonoursKind::FourTrumpHonours
            })
        );
        assert_eq!(honours(&d, Strain::Hearts), None);
        assert_eq!(honours(&d, Strain::NoTrump), None);
        let aces: Deal = "N:A432.A98.A65.A32 KQJ.K765.432.KQJ T765.QJT2.KQJ.T9 98.43.T987.87654"
            .parse()
            .unwrap();
        assert_eq!(
            honours_holder(&aces, Strain::NoTrump),
            Some((Seat::North, HonoursKind::FourAces))
        );
        assert_eq!(HonoursKind::FourAces.points(), 150);
    }

    #[test]
    fn five_honours_and_claims() {
        let d: Deal = "N:AKQJT.A98.765.A3 98.K765.432.KQJ2 765.QJT2.AKQJ.T9 432.43.T98.87654"
            .parse()
            .unwrap();
        let h = honours(&d, Strain::Spades).unwrap();
        assert_eq!(h.kind, HonoursKind::FiveTrumpHonours);
        assert_eq!(h.points(), 150);
        // The claim resolves the same way, and rejects what cannot be held.
        assert_eq!(
            HonoursClaim::FromDeal(d).resolve(Some(Strain::Spades)),
            Ok(Some(h))
        );
        let aces = Honours {
            side: Side::EastWest,
            kind: HonoursKind::FourAces,
        };
        assert!(
            HonoursClaim::Claimed(aces)
                .resolve(Some(Strain::Hearts))
                .is_err()
        );
        assert!(HonoursClaim::Claimed(aces).resolve(None).is_err());
        assert_eq!(
            HonoursClaim::Claimed(aces).resolve(Some(Strain::NoTrump)),
            Ok(Some(aces))
        );
    }
}
