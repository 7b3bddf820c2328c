//! Robot players: a natural bidding system kept as data, and card-play heuristics.
//!
//! Everything here is a pure, deterministic function of what the robot's seat may know: the
//! bidding robot sees its own hand and the auction; the card-play robot sees a [`PlayView`],
//! which holds only the cards a player at the table can see.

pub mod bidding;
pub mod card_play;
mod law_claim;
pub mod sample;
pub mod share;
pub mod signals;
pub mod think;
pub mod view;

use crate::auction::{Auction, Call};
use crate::card::{Card, CardSet};
use crate::msg::Msg;
use crate::seat::Vulnerability;
use serde::{Deserialize, Serialize};

pub use bidding::system::Force;
pub use card_play::choose_card;
pub use view::PlayView;

/// A robot's call and why it was made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallAdvice {
    /// The call, always legal in the auction it was chosen for.
    pub call: Call,
    /// What the call shows, as the system reads it ("15-17 HCP, balanced"), generated from the
    /// conditions of the rule that chose it.
    pub meaning: Msg,
    /// The id of the system rule that produced the call (e.g. "open.1nt").
    pub rule: String,
}

/// What a call of an auction means, as the system reads it from the calls before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    /// What the call shows, generated from the conditions of the rule behind it.
    pub meaning: Msg,
    /// The call is artificial (conventional): alerted at the table.
    pub alert: bool,
    /// How far the call forces partner to bid on.
    pub forcing: Force,
    /// The id of the system rule behind the call; `None` for a call outside the system.
    pub rule: Option<String>,
}

/// A robot's card and why it was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardAdvice {
    /// The card, always legal for the seat on turn.
    pub card: Card,
    /// Why, as a catalogue message (`locales/<lang>/play.txt`), e.g. "second hand low" or
    /// "makes the contract in 14 of 20 layouts".
    pub reason: Msg,
}

/// How hard the card-play robots think: the number of layouts they imagine and the time they
/// may take over one card. A setting of the player's (quick for slow tablets).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    /// Few layouts: for slow devices and for tests.
    Quick,
    /// A middle setting.
    Standard,
    /// The most layouts within the time budget: the default.
    #[default]
    Strong,
}

/// The form of scoring the card-play robot plays for: it decides how results over the imagined
/// layouts are compared (total tricks, IMPs, or how often a card does best).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Total points (rubber, Chicago, practice).
    #[default]
    Total,
    /// IMPs (teams).
    Imps,
    /// Matchpoints (pairs): how often a card does best.
    Matchpoints,
}

/// Everything a card-play decision depends on besides the view of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayConfig {
    /// How hard to think.
    pub strength: Strength,
    /// The form of scoring.
    pub goal: Goal,
    /// The seed of the imagined layouts: the same view, config and seed give the same card.
    pub seed: u64,
}

/// The card the robot plays for the seat on turn in `view`, thinking as `config` says: it
/// imagines [`Strength::samples_at`] layouts of the hidden cards and plays the card that does best
/// over them double dummy ([`think`]), on this thread's solver. Deterministic: the same view
/// and config give the same card (the layouts depend only on what the seat sees and the seed).
pub fn play_card(view: &PlayView, config: &PlayConfig) -> CardAdvice {
    crate::dd::with_thread_solver(|solver| think::decide(view, config, solver, None))
}

/// [`play_card`] within a time budget: `clock` returns milliseconds (e.g. `performance.now()`
/// in a browser worker; `std::time::Instant` panics there). The robot stops imagining layouts
/// once [`Strength::time_ms`] is spent (after at least [`think::MIN_SAMPLES`]), so the card
/// also depends on the device's speed.
pub fn play_card_timed(
    view: &PlayView,
    config: &PlayConfig,
    clock: &mut dyn FnMut() -> f64,
) -> CardAdvice {
    crate::dd::with_thread_solver(|solver| think::decide(view, config, solver, Some(clock)))
}

/// The tricks declarer's side may claim, when the seat on turn in `view` is declarer or dummy,
/// every layout the robot imagines (twice [`Strength::samples`]) gives that side every
/// remaining trick (the one in progress included) double dummy, and the claim line takes them
/// in every layout the play allows, so the Laws judge ([`crate::claim::judge`]) awards them
/// whatever the real layout; `None` otherwise.
pub fn claim_offer(view: &PlayView, config: &PlayConfig) -> Option<u8> {
    crate::dd::with_thread_solver(|solver| think::claim_offer(view, config, solver))
}

/// What a player's calls showed, as the system reads them: the limits every layout the robots
/// imagine for that player must respect (the card-play sampler deals hidden hands within them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// High-card points, least and most (inclusive).
    pub hcp: (u8, u8),
    /// Length of each suit, by [`crate::Suit::index`], least and most (inclusive).
    pub len: [(u8, u8); 4],
}

impl Shown {
    /// Whether `hand` fits everything shown.
    pub fn admits(&self, hand: CardSet) -> bool {
        let hcp = bidding::eval::hcp(hand);
        (self.hcp.0..=self.hcp.1).contains(&hcp)
            && crate::card::Suit::ALL.iter().all(|&s| {
                let (lo, hi) = self.len[s.index()];
                (lo..=hi).contains(&bidding::eval::len(hand, s))
            })
    }
}

/// What each seat's calls in `auction` showed, by [`crate::Seat::index`].
pub fn shown(auction: &Auction, vulnerability: Vulnerability) -> [Shown; 4] {
    bidding::shown(auction, vulnerability)
}

/// The call the system chooses with `hand` for the seat on turn in `auction`, its close calls
/// judged as the standard and strong strengths judge them.
///
/// Always a legal call; when the auction is over the advice is a pass that says so.
pub fn choose_call(hand: CardSet, auction: &Auction, vulnerability: Vulnerability) -> CallAdvice {
    bidding::choose(hand, auction, vulnerability)
}

/// [`choose_call`] with the close calls judged over the layouts of `strength`
/// ([`Strength::judge_layouts`]).
pub fn choose_call_at(
    hand: CardSet,
    auction: &Auction,
    vulnerability: Vulnerability,
    strength: Strength,
) -> CallAdvice {
    bidding::choose_with(hand, auction, vulnerability, strength.judge_layouts())
}

/// The meaning of call `index` of `auction`, as the system reads it from the calls before it.
///
/// `None` when `index` is beyond the calls made.
pub fn explain_call(
    auction: &Auction,
    index: usize,
    vulnerability: Vulnerability,
) -> Option<Explanation> {
    bidding::explain(auction, index, vulnerability)
}
