//! Game forms played against robots besides four-handed contract bridge: minibridge, the
//! beginners' game, and honeymoon bridge for two. Each is a state machine of its own that
//! accepts only legal actions and names the rule an illegal one breaks.
//!
//! A game in progress is kept in a session ([`crate::session::Session::small`]), so it is saved,
//! listed, exported and imported like every other session.

pub mod honeymoon;
pub mod minibridge;

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most deals a saved series may have dealt (redeals included): far more than anyone plays,
/// small enough that a damaged number is caught.
pub const MAX_SMALL_DEALS: u64 = 10_000;

/// A small game's series as a session keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SmallGame {
    /// A series of minibridge deals.
    Minibridge(minibridge::MiniMatch),
    /// A honeymoon rubber.
    Honeymoon(honeymoon::HoneymoonMatch),
}

impl From<minibridge::MiniMatch> for SmallGame {
    fn from(m: minibridge::MiniMatch) -> SmallGame {
        SmallGame::Minibridge(m)
    }
}

impl From<honeymoon::HoneymoonMatch> for SmallGame {
    fn from(m: honeymoon::HoneymoonMatch) -> SmallGame {
        SmallGame::Honeymoon(m)
    }
}

/// Why a saved series does not hold together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeriesProblem {
    /// The count of deals dealt is 0 or above [`MAX_SMALL_DEALS`].
    DealtCount(u64),
    /// More finished deals than deals dealt.
    MoreResultsThanDeals {
        /// Results found.
        results: usize,
        /// Deals dealt.
        dealt: u64,
    },
    /// The deal in progress is not the one the series' seed deals at that point.
    NotTheSeriesDeal,
    /// A finished deal's score is not what its contract and tricks score.
    WrongScore {
        /// The deal's index in the series, from 0.
        index: usize,
    },
    /// The deal in progress is marked scored but is not finished.
    ScoredUnfinished,
}

impl fmt::Display for SeriesProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeriesProblem::DealtCount(n) => {
                write!(f, "{n} deals dealt, outside 1 to {MAX_SMALL_DEALS}")
            }
            SeriesProblem::MoreResultsThanDeals { results, dealt } => {
                write!(f, "{results} results from {dealt} deals")
            }
            SeriesProblem::NotTheSeriesDeal => {
                f.write_str("the deal in progress is not the series' deal")
            }
            SeriesProblem::WrongScore { index } => {
                write!(f, "deal {} is not scored by its contract", index + 1)
            }
            SeriesProblem::ScoredUnfinished => {
                f.write_str("the deal in progress is scored but not finished")
            }
        }
    }
}

impl std::error::Error for SeriesProblem {}

/// Checks the count of deals dealt.
fn check_dealt(dealt: u64) -> Result<(), SeriesProblem> {
    if (1..=MAX_SMALL_DEALS).contains(&dealt) {
        Ok(())
    } else {
        Err(SeriesProblem::DealtCount(dealt))
    }
}
