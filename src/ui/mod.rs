//! The widgets more than one screen shows: cards and hands ([`cards`]), score cards and a
//! deal's score ([`scorecard`]), the bar with the way back and the settings' controls
//! ([`chrome`]), the notices above every screen ([`notices`]), file buttons ([`files`]),
//! keyboard focus ([`focus`]), a session open in another tab ([`tab_guard`]), the convention
//! card ([`convention_card`]) and what the club screens show alike ([`records`]).

pub mod cards;
pub mod choice;
pub mod chrome;
pub mod convention_card;
pub mod files;
pub mod focus;
pub mod notices;
pub mod records;
pub mod scorecard;
pub mod tab_guard;
