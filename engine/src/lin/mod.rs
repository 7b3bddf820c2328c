//! LIN, Bridge Base Online's hand-record format: a flat list of `tag|value|` pairs.
//!
//! The tags read and written here (the format's published descriptions: BBO's forum threads on
//! the `.lin` structure and its handviewer):
//! - `pn|South,West,North,East|` the players' names, South first;
//! - `md|3SAKQ…H…D…C…,…,…,|` the deal: the dealer's digit (1 South, 2 West, 3 North, 4 East),
//!   then the hands of South, West, North and East, each suit after its letter; the last hand
//!   may be left out (it holds the other 13 cards);
//! - `ah|Board 7|` the board's name (its number read from the last digits), `sv|o|` the
//!   vulnerability (`o` or `0` none, `n` North-South, `e` East-West, `b` both);
//! - `mb|1C!|` a call (`p` pass, `d` double, `r` redouble), `!` when alerted, and an `an|…|`
//!   after it with the explanation;
//! - `pc|SA|` a card played, `mc|10|` a claim of the total tricks declarer takes;
//! - display tags (`st`, `rh`, `pg`, `qx`, `nt`, `vg`, `rs`…) are skipped.
//!
//! A file may hold several deals: each `md` starts one. Everything is checked where it enters
//! ([`read`]): the deal, every call and card by the engine's rules, the claim; a problem is a
//! [`LinError`] naming the tag and the character where it stands.

mod read;
mod write;

pub use read::{percent_decode, read, read_link};
pub use write::write;

use crate::auction::Call;
use crate::game::{CallNote, Game};
use crate::msg::Msg;
use crate::pbn::{Annotation, Note, PbnGame};
use std::fmt;

/// The largest LIN text read (a BBO tournament's records are far smaller).
pub const MAX_LIN_BYTES: usize = 1 << 20;

/// The most deals one text may hold.
pub const MAX_LIN_DEALS: usize = 1000;

/// An alerted call: the explanation, when one was given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Alert {
    /// The explanation (`an|…|`), if any.
    pub explanation: Option<String>,
}

/// One deal of a LIN file, checked: the game (board, auction, play, claim) and what LIN adds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinDeal {
    /// The board name (`ah`), e.g. "Board 7".
    pub name: Option<String>,
    /// The players by seat index (North, East, South, West), when given (`pn`).
    pub players: Option<[String; 4]>,
    /// The deal as played so far: board, calls, cards, and the claim if play ended by one.
    pub game: Game,
    /// Explanations of calls (`an`), by call index from the dealer's first call; alerted
    /// calls (`!`) have an entry, explained or not.
    pub alerts: Vec<(usize, Alert)>,
    /// Explanations of calls that were not alerted (`an` after a call without `!`).
    pub explanations: Vec<(usize, String)>,
}

impl LinDeal {
    /// A LIN deal recording `game`, with no names; the game's notes on calls are its alerts
    /// and explanations.
    pub fn from_game(game: Game) -> LinDeal {
        let mut alerts = Vec::new();
        let mut explanations = Vec::new();
        for n in game.notes() {
            if n.alerted {
                let explanation = n.text.clone();
                alerts.push((n.call, Alert { explanation }));
            } else if let Some(text) = &n.text {
                explanations.push((n.call, text.clone()));
            }
        }
        LinDeal {
            name: Some(format!("Board {}", game.board().number)),
            players: None,
            game,
            alerts,
            explanations,
        }
    }

    /// The call at `index` and its alert, if alerted.
    pub fn alert(&self, index: usize) -> Option<&Alert> {
        self.alerts
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, a)| a)
    }

    /// The deal as a PBN game: the game's tags, auction and play, the players' names, and each
    /// alert or explanation as a note on its call.
    pub fn to_pbn(&self) -> PbnGame {
        let mut g = PbnGame::from_game(&self.game);
        if let Some(p) = &self.players {
            for (tag, name) in ["North", "East", "South", "West"].iter().zip(p) {
                g.set_tag(tag, name);
            }
        }
        if let Some(name) = &self.name {
            g.set_tag("Event", name);
        }
        if let Some(a) = g.auction.as_mut() {
            let mut notes: Vec<(usize, String)> = self
                .alerts
                .iter()
                .map(|(i, al)| {
                    let text = al.explanation.clone().unwrap_or_default();
                    (
                        *i,
                        format!("Alert{}{text}", if text.is_empty() { "" } else { ": " }),
                    )
                })
                .chain(self.explanations.iter().cloned())
                .collect();
            notes.sort_by_key(|(i, _)| *i);
            // PBN note numbers are 1..=255 within a section.
            for (n, (call, text)) in notes.into_iter().take(255).enumerate() {
                let index = (n + 1) as u8;
                a.annotations.insert(
                    call,
                    Annotation {
                        note: Some(index),
                        ..Annotation::default()
                    },
                );
                a.notes.push(Note { index, text });
            }
        }
        g
    }

    /// The calls with their alerts, from the dealer's first call.
    pub fn calls(&self) -> impl Iterator<Item = (Call, Option<&Alert>)> + '_ {
        self.game
            .auction()
            .calls()
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, self.alert(i)))
    }
}

/// The notes on calls that a deal's alerts and explanations make, by call index; an
/// explanation longer than [`crate::game::MAX_NOTE_CHARS`] is cut there.
pub(crate) fn call_notes(
    alerts: &[(usize, Alert)],
    explanations: &[(usize, String)],
) -> Vec<CallNote> {
    let cut = |t: &str| {
        t.chars()
            .take(crate::game::MAX_NOTE_CHARS)
            .collect::<String>()
    };
    let mut notes: Vec<CallNote> = alerts
        .iter()
        .map(|(i, a)| CallNote {
            call: *i,
            alerted: true,
            text: a.explanation.as_deref().map(cut),
        })
        .chain(explanations.iter().map(|(i, t)| CallNote {
            call: *i,
            alerted: false,
            text: Some(cut(t)),
        }))
        .collect();
    notes.sort_by_key(|n| n.call);
    notes
}

/// What is wrong in a LIN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinProblem {
    /// The text is larger than [`MAX_LIN_BYTES`].
    TooLarge {
        /// Its size in bytes.
        size: usize,
    },
    /// More deals than [`MAX_LIN_DEALS`].
    TooManyDeals,
    /// A tag's name is not two letters, or its value has no closing `|`.
    UnterminatedTag,
    /// `md` does not start with a dealer digit 1 to 4.
    UnknownDealer,
    /// A hand of `md` holds something other than suits and ranks.
    UnreadableHand,
    /// `md` gives a card twice, a hand of more than 13 cards, or too few hands to know all four.
    IncompleteDeal,
    /// `sv` is not o, 0, n, e or b.
    UnknownVulnerability,
    /// `mb` is not a call.
    UnknownCall,
    /// A call, card or claim before any `md`.
    NoDeal,
    /// The call is not allowed here (insufficient, a double of partner…), or comes after the
    /// auction ended.
    IllegalCall,
    /// `pc` is not a card.
    UnknownCard,
    /// The card cannot be played now (not in that hand, a revoke, or before the auction ended).
    IllegalCard,
    /// `mc` is not a number of tricks declarer can still end with.
    ImpossibleClaim,
    /// An `an` explanation with no call before it.
    ExplanationWithoutCall,
    /// A handviewer link with neither a `lin=` nor a `myhand=` parameter holding LIN text.
    NotAHandviewerLink,
    /// A `%` escape of the link is broken or the text is not UTF-8.
    BrokenEscape,
    /// No deal at all in the text.
    Empty,
}

impl LinProblem {
    /// The stable name used in catalogue keys.
    pub const fn id(&self) -> &'static str {
        match self {
            LinProblem::TooLarge { .. } => "too_large",
            LinProblem::TooManyDeals => "too_many_deals",
            LinProblem::UnterminatedTag => "unterminated_tag",
            LinProblem::UnknownDealer => "unknown_dealer",
            LinProblem::UnreadableHand => "unreadable_hand",
            LinProblem::IncompleteDeal => "incomplete_deal",
            LinProblem::UnknownVulnerability => "unknown_vulnerability",
            LinProblem::UnknownCall => "unknown_call",
            LinProblem::NoDeal => "no_deal",
            LinProblem::IllegalCall => "illegal_call",
            LinProblem::UnknownCard => "unknown_card",
            LinProblem::IllegalCard => "illegal_card",
            LinProblem::ImpossibleClaim => "impossible_claim",
            LinProblem::ExplanationWithoutCall => "explanation_without_call",
            LinProblem::NotAHandviewerLink => "not_a_handviewer_link",
            LinProblem::BrokenEscape => "broken_escape",
            LinProblem::Empty => "empty",
        }
    }
}

/// A problem in a LIN text: what, which tag, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinError {
    /// What is wrong.
    pub problem: LinProblem,
    /// The tag's name (`md`, `mb`…), empty when the problem is not in one tag.
    pub tag: String,
    /// The tag's value as written (clipped to 40 characters).
    pub value: String,
    /// The 1-based character position where the tag starts (0 for the whole text).
    pub position: usize,
}

/// The tags an error can name; any other is named as "a tag".
const NAMED_TAGS: [&str; 8] = ["md", "sv", "mb", "an", "pc", "mc", "ah", "pn"];

impl LinError {
    /// The problem as a catalogue message: key `lin.error.<problem>` with `{position}` and
    /// `{tag}`, the tag named by its own message (`lin.tag.mb`: "the call (mb)"; `lin.tag.unknown`
    /// for the rest, `lin.tag.text` for the whole text); `{size}` for a text too large.
    pub fn msg(&self) -> Msg {
        let tag = if self.tag.is_empty() {
            "text"
        } else if let Some(t) = NAMED_TAGS.iter().find(|t| **t == self.tag) {
            t
        } else {
            "unknown"
        };
        let mut m = Msg::new(format!("lin.error.{}", self.problem.id()))
            .with("position", self.position)
            .with("tag", Msg::new(format!("lin.tag.{tag}")));
        if let LinProblem::TooLarge { size } = self.problem {
            m = m.with("size", size);
        }
        m
    }
}

impl fmt::Display for LinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "character {}: {:?} in {}|{}|",
            self.position, self.problem, self.tag, self.value
        )
    }
}

impl std::error::Error for LinError {}

#[cfg(test)]
mod tests;
