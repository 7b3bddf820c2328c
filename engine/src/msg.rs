//! Texts for players as message-catalogue keys with arguments, never as English words.
//!
//! The engine says *what* to tell a player ("a 15-17 HCP balanced hand", "second hand low") as a
//! [`Msg`]: a key of the app's catalogue (`locales/<lang>/*.txt`) and named arguments. The app
//! renders it in the player's language, writing suits, strains, calls, cards and seats as that
//! language writes them (the abbreviation of no-trumps, seat names, isolated numbers in
//! right-to-left text). A [`Arg::List`] is joined with the language's list separator.
//!
//! ```
//! use bridge_engine::msg::{Arg, Msg};
//! use bridge_engine::Suit;
//! let m = Msg::new("robot.shows.len_min").with("n", 5).with("suit", Suit::Hearts);
//! assert_eq!(m.key, "robot.shows.len_min");
//! assert_eq!(m.arg("n"), Some(&Arg::Int(5)));
//! ```

use serde::{Deserialize, Serialize};

use crate::auction::{Call, Strain};
use crate::card::{Card, Suit};
use crate::seat::Seat;

/// A catalogue key and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Msg {
    /// The catalogue key, e.g. `"robot.play.second_hand_low"`.
    pub key: String,
    /// The values of the text's `{name}` placeholders, in any order.
    pub args: Vec<(String, Arg)>,
}

/// The value of one placeholder: the app writes each kind as the player's language does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// A number (points, lengths, tricks); also selects plural forms.
    Int(i64),
    /// A suit, written as its symbol.
    Suit(Suit),
    /// A strain: a suit symbol or the language's no-trumps abbreviation.
    Strain(Strain),
    /// A call, as the language names it.
    Call(Call),
    /// A card, with the language's honour letters where the player chose them.
    Card(Card),
    /// A seat, as the language names it.
    Seat(Seat),
    /// Another message, rendered in place.
    Msg(Box<Msg>),
    /// Messages joined with the language's list separator.
    List(Vec<Msg>),
    /// Text quoted as it was given (a link's value, a file name): shown as is, never
    /// translated, isolated from the surrounding text's direction.
    Text(String),
}

impl Msg {
    /// A message with no arguments yet.
    pub fn new(key: impl Into<String>) -> Msg {
        Msg {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Msg {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// The value of argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Every catalogue key the message renders with: its own, then its arguments' messages
    /// (nested and in lists), in order; what a catalogue must hold to write it.
    pub fn keys(&self) -> Vec<&str> {
        let mut out = vec![self.key.as_str()];
        for (_, arg) in &self.args {
            match arg {
                Arg::Msg(inner) => out.extend(inner.keys()),
                Arg::List(items) => items.iter().for_each(|i| out.extend(i.keys())),
                _ => {}
            }
        }
        out
    }
}

macro_rules! arg_from {
    ($($t:ty => $v:ident),* $(,)?) => {
        $(impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::$v(value.into())
            }
        })*
    };
}

arg_from!(i64 => Int, i32 => Int, u32 => Int, u8 => Int, u16 => Int, Suit => Suit,
    Strain => Strain, Call => Call, Card => Card, Seat => Seat, Vec<Msg> => List);

impl From<usize> for Arg {
    fn from(value: usize) -> Arg {
        Arg::Int(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<Msg> for Arg {
    fn from(value: Msg) -> Arg {
        Arg::Msg(Box::new(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_keep_their_kind_and_round_trip_through_json() {
        let inner = Msg::new("robot.shows.balanced");
        let m = Msg::new("robot.meaning")
            .with("min", 15u8)
            .with("strain", Strain::NoTrump)
            .with("parts", vec![inner.clone()])
            .with("why", inner.clone());
        assert_eq!(m.arg("min"), Some(&Arg::Int(15)));
        assert_eq!(m.arg("parts"), Some(&Arg::List(vec![inner.clone()])));
        assert_eq!(m.arg("why"), Some(&Arg::Msg(Box::new(inner))));
        assert_eq!(m.arg("absent"), None);
        assert_eq!(
            m.keys(),
            [
                "robot.meaning",
                "robot.shows.balanced",
                "robot.shows.balanced"
            ]
        );
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), m);
    }
}
