//! The rules of contract bridge, with no user interface: cards and deals, the auction and the
//! play as state machines, every scoring form, file formats and the robot players.
//!
//! Illegal calls and plays are errors named after the rule they break; nothing here panics on
//! bad input. The crate never depends on a UI or web library, so its tests run natively.

#![warn(missing_docs)]

pub mod auction;
pub mod card;
pub mod claim;
pub mod dd;
pub mod deal;
pub mod fuzz;
pub mod game;
pub mod game_forms;
pub mod lin;
pub mod msg;
pub mod par;
pub mod pbn;
pub mod play;
pub mod practice;
pub mod review;
pub mod robot;
pub mod save;
pub mod scorer;
pub mod scoring;
pub mod seat;
pub mod session;
pub mod table;

pub use auction::{Auction, AuctionResult, Bid, Call, CallError, Contract, Doubling, Strain};
pub use card::{Card, CardSet, Rank, Suit};
pub use deal::{Deal, DealError};
pub use game::{Action, Board, BoardResult, CallNote, Game, GameError, Phase};
pub use msg::{Arg, Msg};
pub use pbn::{PbnError, PbnGame};
pub use play::{ClaimError, Play, PlayError, Trick};
pub use seat::{Seat, Side, Vulnerability, board_conditions};
