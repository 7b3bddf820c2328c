//! Robot players: a natural bidding system kept as data, and card-play heuristics.
//!
//! Everything here is a pure, deterministic function of what the robot's seat may know: the
//! bidding robot sees its own hand and the auction; the card-play robot sees a [`PlayView`],
//! which holds only the cards a player at the table can see.

pub mod bidding;
pub mod card_play;
pub mod view;

use crate::auction::{Auction, Call};
use crate::card::{Card, CardSet};
use crate::seat::Vulnerability;

pub use card_play::choose_card;
pub use view::PlayView;

/// A robot's call and why it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallAdvice {
    /// The call, always legal in the auction it was chosen for.
    pub call: Call,
    /// What the call shows, as the system reads it, e.g. "15-17 HCP, balanced".
    pub meaning: String,
    /// The id of the system rule that produced the call (e.g. "open.1nt").
    pub rule: String,
}

/// A robot's card and why it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardAdvice {
    /// The card, always legal for the seat on turn.
    pub card: Card,
    /// A short reason, e.g. "second hand low".
    pub reason: String,
}

/// The call the system chooses with `hand` for the seat on turn in `auction`.
///
/// Always a legal call; when the auction is over the advice is a pass that says so.
pub fn choose_call(hand: CardSet, auction: &Auction, vulnerability: Vulnerability) -> CallAdvice {
    bidding::choose(hand, auction, vulnerability)
}

/// The meaning of call `index` of `auction`, as the system reads it from the calls before it.
///
/// `None` when `index` is beyond the calls made.
pub fn explain_call(
    auction: &Auction,
    index: usize,
    vulnerability: Vulnerability,
) -> Option<String> {
    bidding::explain(auction, index, vulnerability)
}
