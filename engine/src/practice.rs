//! Deals to practise: seeded deals of a chosen type (game, slam, competitive, …), each type a
//! condition on the hands that is cheap to check, so a deal of any type is found within
//! milliseconds even in a phone's browser.
//!
//! A type's deal is the first deal of a seeded stream that meets its condition (rejection
//! sampling), so it is uniform among the deals that meet it and reproducible from the type,
//! the seed and the player's seat: a link that carries the three deals the same cards.

use crate::card::{CardSet, Suit};
use crate::deal::{Deal, DealRng};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A kind of deal to practise. Every condition is read from the player's seat: "the player's
/// side" is the player and partner, "the opponents" the other two hands. HCP are the
/// Milton Work count (A 4, K 3, Q 2, J 1); a *fit* is a suit the two hands of a side hold at
/// least eight cards of between them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DealType {
    /// Any deal: no condition (the deal of the seed itself, [`Deal::random`]).
    #[default]
    #[serde(rename = "any")]
    Any,
    /// A game deal: the player's side holds 25 to 30 HCP, the values for a game and not a slam.
    #[serde(rename = "game")]
    Game,
    /// A slam deal: the player's side holds 33 HCP or more, or 31 or more with a fit.
    #[serde(rename = "slam")]
    Slam,
    /// A competitive deal: each side holds 17 to 23 HCP and has a fit, so both have a reason
    /// to bid (the two fits are in different suits: one suit cannot hold two fits).
    #[serde(rename = "competitive")]
    Competitive,
    /// The player holds the strongest hand: more HCP than each of the three other hands.
    #[serde(rename = "strongest")]
    StrongestHand,
    /// The player declares a no-trump contract: the player's hand opens 1NT or 2NT in the
    /// robots' system (balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2 without a five-card major, with
    /// 15 to 17 or 20 to 21 HCP), the side holds 25 to 32 HCP (a game, not a slam) and has
    /// no eight-card fit in a major, so no-trumps is the side's contract, from the player.
    #[serde(rename = "notrump")]
    NoTrump,
}

/// A name that is not a deal type's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDealType(pub String);

impl fmt::Display for UnknownDealType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = DealType::ALL.iter().map(|t| t.id()).collect();
        write!(
            f,
            "{:?} is not a deal type (one of {})",
            self.0,
            ids.join(", ")
        )
    }
}

impl std::error::Error for UnknownDealType {}

/// A deal of a type, with how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedDeal {
    /// The deal.
    pub deal: Deal,
    /// The seed of [`Deal::random`] that deals it: the deal can also be shared as a plain
    /// seeded deal.
    pub deal_seed: u64,
    /// How many deals of the stream were looked at (1 when the first met the condition).
    pub attempts: u32,
}

impl DealType {
    /// Every type, in the order a menu lists them.
    pub const ALL: [DealType; 6] = [
        DealType::Any,
        DealType::Game,
        DealType::Slam,
        DealType::Competitive,
        DealType::StrongestHand,
        DealType::NoTrump,
    ];

    /// The type's id in links, saves and the command line.
    pub const fn id(self) -> &'static str {
        match self {
            DealType::Any => "any",
            DealType::Game => "game",
            DealType::Slam => "slam",
            DealType::Competitive => "competitive",
            DealType::StrongestHand => "strongest",
            DealType::NoTrump => "notrump",
        }
    }

    /// The catalogue key of the line saying what the type's deals hold.
    pub const fn desc_key(self) -> &'static str {
        match self {
            DealType::Any => "practice.deal_type.any.desc",
            DealType::Game => "practice.deal_type.game.desc",
            DealType::Slam => "practice.deal_type.slam.desc",
            DealType::Competitive => "practice.deal_type.competitive.desc",
            DealType::StrongestHand => "practice.deal_type.strongest.desc",
            DealType::NoTrump => "practice.deal_type.notrump.desc",
        }
    }

    /// The catalogue key of the type's name for the player (`locales/<lang>/practice.txt`).
    pub const fn name_key(self) -> &'static str {
        match self {
            DealType::Any => "practice.deal_type.any",
            DealType::Game => "practice.deal_type.game",
            DealType::Slam => "practice.deal_type.slam",
            DealType::Competitive => "practice.deal_type.competitive",
            DealType::StrongestHand => "practice.deal_type.strongest",
            DealType::NoTrump => "practice.deal_type.notrump",
        }
    }

    /// Whether `deal` meets the type's condition for the player at `player`.
    pub fn holds(self, deal: &Deal, player: Seat) -> bool {
        let hcp = deal.hcp();
        let hand = deal.hand(player);
        let partner = deal.hand(player.partner());
        let ours = hcp[player.index()] + hcp[player.partner().index()];
        let theirs = 40 - ours;
        let (lho, rho) = (deal.hand(player.next()), deal.hand(player.prev()));
        match self {
            DealType::Any => true,
            DealType::Game => (25..=30).contains(&ours),
            DealType::Slam => ours >= 33 || (ours >= 31 && has_fit(hand, partner, &Suit::ALL)),
            DealType::Competitive => {
                (17..=23).contains(&ours)
                    && (17..=23).contains(&theirs)
                    && has_fit(hand, partner, &Suit::ALL)
                    && has_fit(lho, rho, &Suit::ALL)
            }
            DealType::StrongestHand => Seat::ALL
                .iter()
                .filter(|&&s| s != player)
                .all(|s| hcp[s.index()] < hcp[player.index()]),
            DealType::NoTrump => {
                let own = hcp[player.index()];
                opens_notrump(hand)
                    && ((15..=17).contains(&own) || (20..=21).contains(&own))
                    && (25..=32).contains(&ours)
                    && !has_fit(hand, partner, &[Suit::Spades, Suit::Hearts])
            }
        }
    }

    /// The deal of this type for `seed`, read from `player`'s seat.
    pub fn deal(self, seed: u64, player: Seat) -> Deal {
        self.find(seed, player).deal
    }

    /// [`DealType::deal`] with the seed of the plain deal and the number of deals looked at.
    ///
    /// [`DealType::Any`] deals the seed's own deal. The other types look at the deals of a
    /// stream of seeds drawn from `seed` mixed with the type (so two types with one seed do
    /// not share their deals) and take the first that meets the condition. The rarest type
    /// (slam) meets it about once in 60 deals; `bridge deal --type T --time` measures it.
    pub fn find(self, seed: u64, player: Seat) -> TypedDeal {
        if self == DealType::Any {
            return TypedDeal {
                deal: Deal::random(seed),
                deal_seed: seed,
                attempts: 1,
            };
        }
        let salt = (self as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut seeds = DealRng::new(seed ^ salt);
        let mut attempts = 0u32;
        loop {
            attempts = attempts.saturating_add(1);
            let deal_seed = seeds.next_u64();
            let deal = Deal::random(deal_seed);
            if self.holds(&deal, player) {
                return TypedDeal {
                    deal,
                    deal_seed,
                    attempts,
                };
            }
        }
    }
}

impl fmt::Display for DealType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for DealType {
    type Err = UnknownDealType;
    fn from_str(s: &str) -> Result<DealType, UnknownDealType> {
        DealType::ALL
            .into_iter()
            .find(|t| t.id() == s)
            .ok_or_else(|| UnknownDealType(s.to_string()))
    }
}

/// Whether two hands hold eight or more cards of one of `suits` between them.
fn has_fit(a: CardSet, b: CardSet, suits: &[Suit]) -> bool {
    suits.iter().any(|&s| a.suit_len(s) + b.suit_len(s) >= 8)
}

/// Whether `hand` has a no-trump opening's shape: 4-3-3-3, 4-4-3-2 or 5-3-3-2 with the five
/// cards in a minor.
fn opens_notrump(hand: CardSet) -> bool {
    let mut lens = Suit::ALL.map(|s| hand.suit_len(s));
    lens.sort_unstable();
    let balanced = matches!(lens, [3, 3, 3, 4] | [2, 3, 4, 4] | [2, 3, 3, 5]);
    balanced && hand.suit_len(Suit::Spades) < 5 && hand.suit_len(Suit::Hearts) < 5
}
