//! Every error the player can see, as a message of the catalogue: a key named after the rule or
//! the problem, with its values as typed arguments, so it reads in the player's language (the
//! engine's `Display` texts are English, for logs and the command-line tool only).
//!
//! A new variant of any of these errors does not compile until it has its key here, and the
//! test below checks that every key is in every catalogue with the same placeholders.

use bridge_engine::msg::Msg;
use bridge_engine::save::{self, LoadError};
use bridge_engine::session::{Counted, DealProblem, SessionProblem};
use bridge_engine::table::TableError;
use bridge_engine::{CallError, ClaimError, DealError, GameError, PlayError};

use crate::services::params::LinkError;
use crate::services::storage::StorageError;

/// An error as a catalogue message.
pub trait ToMsg {
    /// The message telling the player what went wrong.
    fn to_msg(&self) -> Msg;
}

impl ToMsg for CallError {
    fn to_msg(&self) -> Msg {
        match self {
            CallError::AuctionOver => Msg::new("error.call.auction_over"),
            CallError::InsufficientBid { bid, last } => Msg::new("error.call.insufficient")
                .with("bid", bridge_engine::Call::Bid(*bid))
                .with("last", bridge_engine::Call::Bid(*last)),
            CallError::NothingToDouble => Msg::new("error.call.nothing_to_double"),
            CallError::NothingToRedouble => Msg::new("error.call.nothing_to_redouble"),
        }
    }
}

impl ToMsg for PlayError {
    fn to_msg(&self) -> Msg {
        match self {
            PlayError::PlayOver => Msg::new("error.play.over"),
            PlayError::CardNotHeld { card, seat } => Msg::new("error.play.not_held")
                .with("card", *card)
                .with("seat", *seat),
            PlayError::MustFollowSuit { card, led } => Msg::new("error.play.must_follow")
                .with("card", *card)
                .with("led", *led),
        }
    }
}

impl ToMsg for ClaimError {
    fn to_msg(&self) -> Msg {
        match self {
            ClaimError::PlayOver => Msg::new("error.play.over"),
            ClaimError::TooManyTricks { claimed, remaining } => Msg::new("error.claim.too_many")
                .with("claimed", *claimed)
                .with("n", *remaining),
        }
    }
}

impl ToMsg for GameError {
    fn to_msg(&self) -> Msg {
        match self {
            GameError::Call(e) => e.to_msg(),
            GameError::Play(e) => e.to_msg(),
            GameError::Claim(e) => e.to_msg(),
            GameError::AuctionNotOver => Msg::new("error.game.auction_not_over"),
            GameError::AuctionOver => Msg::new("error.call.auction_over"),
            GameError::DealOver => Msg::new("error.game.deal_over"),
            GameError::Note { call } => {
                Msg::new("games.error.note").with("call", i64::try_from(call + 1).unwrap_or(0))
            }
        }
    }
}

impl ToMsg for TableError {
    fn to_msg(&self) -> Msg {
        match self {
            TableError::NotYourTurn => Msg::new("error.table.not_your_turn"),
            TableError::Game(e) => e.to_msg(),
        }
    }
}

impl ToMsg for DealError {
    fn to_msg(&self) -> Msg {
        match self {
            DealError::WrongHandSize { seat, cards } => Msg::new("error.deal.hand_size")
                .with("seat", *seat)
                .with("n", *cards),
            DealError::DuplicateCard(card) => Msg::new("error.deal.duplicate").with("card", *card),
            // The engine's reason is English and may quote the text: the key says what a deal is.
            DealError::Malformed(_) => Msg::new("error.deal.malformed"),
        }
    }
}

impl ToMsg for LinkError {
    fn to_msg(&self) -> Msg {
        let value = bridge_engine::msg::Arg::Text(self.value().to_string());
        let key = match self {
            LinkError::Unreadable(_) => "link.error.unreadable",
            LinkError::UnknownMode(_) => "link.error.mode",
            LinkError::UnknownLanguage(_) => "link.error.lang",
            LinkError::Event(_) => "link.error.event",
            LinkError::Deal { error, .. } => {
                return Msg::new("link.error.deal")
                    .with("value", value)
                    .with("reason", error.to_msg());
            }
            LinkError::Board(_) => "link.error.board",
            LinkError::Pace(_) => "link.error.pace",
            LinkError::Seed(_) => "link.error.seed",
            LinkError::Strength(_) => "link.error.strength",
            LinkError::DealType(_) => "link.error.deal_type",
            LinkError::Seating(_) => "link.error.declare",
            LinkError::Direction(_) => "link.error.direction",
            LinkError::Lin(m) => return m.clone(),
        };
        Msg::new(key).with("value", value)
    }
}

impl ToMsg for StorageError {
    fn to_msg(&self) -> Msg {
        match self {
            StorageError::Unavailable => Msg::new("error.storage.unavailable"),
            // The parser's detail is English and technical: it goes to the console only.
            StorageError::Corrupt(_) => Msg::new("error.storage.corrupt"),
            StorageError::WrongVersion { found, expected } => {
                Msg::new("error.storage.wrong_version")
                    .with("found", *found)
                    .with("expected", *expected)
            }
            StorageError::WriteFailed => Msg::new("error.storage.write_failed"),
            StorageError::RefusedEmbedded => Msg::new("error.storage.refused_embedded"),
            StorageError::Full => Msg::new("error.storage.full"),
        }
    }
}

impl ToMsg for LoadError {
    fn to_msg(&self) -> Msg {
        match self {
            LoadError::NotJson(_) => Msg::new("import.not_json"),
            LoadError::NotASave => Msg::new("import.not_a_save"),
            LoadError::TooNew { version } => Msg::new("import.too_new").with("version", *version),
            // serde's detail is English: the console has it, the player the key.
            LoadError::Invalid(_) => Msg::new("import.malformed"),
            LoadError::TooLarge { size } => too_large(*size),
            LoadError::Inconsistent(p) => p.to_msg(),
        }
    }
}

/// A file of `size` bytes is over the limit of a save.
pub fn too_large(size: usize) -> Msg {
    Msg::new("import.too_large")
        .with("size", size.div_ceil(1024))
        .with("max", save::MAX_SAVE_BYTES / 1024)
}

/// A club's results file that does not read: its line and element (the element's name is
/// the file's own word, shown as quoted text).
pub fn club_file_problem(element: &str, line: usize) -> Msg {
    Msg::new("club.error.file")
        .with("line", i64::try_from(line).unwrap_or(i64::MAX))
        .with(
            "element",
            bridge_engine::msg::Arg::Text(element.to_string()),
        )
}

impl ToMsg for SessionProblem {
    fn to_msg(&self) -> Msg {
        match self {
            SessionProblem::Id => Msg::new("import.bad_id"),
            SessionProblem::Count {
                what,
                found,
                min,
                max,
            } => Msg::new("import.count")
                .with(
                    "what",
                    Msg::new(match what {
                        Counted::Deals => "import.what.deals",
                        Counted::GivenDeals => "import.what.given_deals",
                        Counted::Sets => "import.what.sets",
                        Counted::FirstBoard => "import.what.first_board",
                        Counted::Boards => "import.what.boards",
                    }),
                )
                .with("found", i64::try_from(*found).unwrap_or(i64::MAX))
                .with("min", i64::try_from(*min).unwrap_or(i64::MAX))
                .with("max", i64::try_from(*max).unwrap_or(i64::MAX)),
            SessionProblem::Deal { board, problem } => Msg::new(match problem {
                DealProblem::Illegal(_) => "import.deal.illegal",
                DealProblem::Unfinished => "import.deal.unfinished",
                DealProblem::NotThisBoard => "import.deal.not_this_board",
                DealProblem::AfterTheEnd => "import.deal.after_end",
            })
            .with("board", *board),
            SessionProblem::Tricks { found } => {
                Msg::new("import.tricks").with("found", i64::try_from(*found).unwrap_or(i64::MAX))
            }
            SessionProblem::Table => Msg::new("import.table"),
            SessionProblem::Field => Msg::new("import.field"),
            SessionProblem::ScoreCard(_) => Msg::new("import.score_card"),
            SessionProblem::Scorer => Msg::new("scorer.import_problem"),
            SessionProblem::SmallGame => Msg::new("games.error.small_game"),
            SessionProblem::ClubFile { element, line } => club_file_problem(element, *line),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::i18n::{Lang, parse_catalogue, plural_categories, render};
    use bridge_engine::msg::Arg;
    use bridge_engine::{Bid, Card, Rank, Seat, Strain, Suit};
    use std::collections::BTreeSet;

    /// One value of every variant of every error the player can see. Each list is checked by
    /// an exhaustive `match`, so a new variant must be added here to compile.
    fn every_error() -> Vec<(String, Msg)> {
        let bid = Bid::new(1, Strain::Spades).unwrap();
        let last = Bid::new(2, Strain::NoTrump).unwrap();
        let card = Card::new(Suit::Hearts, Rank::Queen);
        let calls = [
            CallError::AuctionOver,
            CallError::InsufficientBid { bid, last },
            CallError::NothingToDouble,
            CallError::NothingToRedouble,
        ];
        for e in &calls {
            match e {
                CallError::AuctionOver
                | CallError::InsufficientBid { .. }
                | CallError::NothingToDouble
                | CallError::NothingToRedouble => {}
            }
        }
        let plays = [
            PlayError::PlayOver,
            PlayError::CardNotHeld {
                card,
                seat: Seat::South,
            },
            PlayError::MustFollowSuit {
                card,
                led: Suit::Clubs,
            },
        ];
        for e in &plays {
            match e {
                PlayError::PlayOver
                | PlayError::CardNotHeld { .. }
                | PlayError::MustFollowSuit { .. } => {}
            }
        }
        let claims = [
            ClaimError::PlayOver,
            ClaimError::TooManyTricks {
                claimed: 9,
                remaining: 5,
            },
        ];
        for e in &claims {
            match e {
                ClaimError::PlayOver | ClaimError::TooManyTricks { .. } => {}
            }
        }
        let games = [
            GameError::Call(CallError::NothingToDouble),
            GameError::Play(PlayError::PlayOver),
            GameError::Claim(ClaimError::PlayOver),
            GameError::AuctionNotOver,
            GameError::AuctionOver,
            GameError::DealOver,
            GameError::Note { call: 3 },
        ];
        for e in &games {
            match e {
                GameError::Call(_)
                | GameError::Play(_)
                | GameError::Claim(_)
                | GameError::AuctionNotOver
                | GameError::AuctionOver
                | GameError::DealOver
                | GameError::Note { .. } => {}
            }
        }
        let tables = [
            TableError::NotYourTurn,
            TableError::Game(GameError::DealOver),
        ];
        for e in &tables {
            match e {
                TableError::NotYourTurn | TableError::Game(_) => {}
            }
        }
        let deals = [
            DealError::WrongHandSize {
                seat: Seat::West,
                cards: 12,
            },
            DealError::DuplicateCard(card),
            DealError::Malformed("x".into()),
        ];
        for e in &deals {
            match e {
                DealError::WrongHandSize { .. }
                | DealError::DuplicateCard(_)
                | DealError::Malformed(_) => {}
            }
        }
        let links = [
            LinkError::Unreadable("%ZZ".into()),
            LinkError::UnknownMode("x".into()),
            LinkError::UnknownLanguage("de".into()),
            LinkError::Deal {
                value: "N:AAA".into(),
                error: DealError::DuplicateCard(card),
            },
            LinkError::Board("0".into()),
            LinkError::Pace("-1".into()),
            LinkError::Seed("x".into()),
            LinkError::Strength("x".into()),
            LinkError::Event("//x".into()),
            LinkError::DealType("x".into()),
            LinkError::Seating("x".into()),
            LinkError::Direction("x".into()),
            LinkError::Lin(
                bridge_engine::lin::read("md|9S|")
                    .expect_err("a broken hand")
                    .msg(),
            ),
        ];
        for e in &links {
            match e {
                LinkError::Unreadable(_)
                | LinkError::UnknownMode(_)
                | LinkError::UnknownLanguage(_)
                | LinkError::Deal { .. }
                | LinkError::Board(_)
                | LinkError::Pace(_)
                | LinkError::Seed(_)
                | LinkError::Strength(_)
                | LinkError::Event(_)
                | LinkError::DealType(_)
                | LinkError::Seating(_)
                | LinkError::Direction(_)
                | LinkError::Lin(_) => {}
            }
        }
        let storage = [
            StorageError::Unavailable,
            StorageError::Corrupt("x".into()),
            StorageError::WrongVersion {
                found: 3,
                expected: 1,
            },
            StorageError::WriteFailed,
            StorageError::RefusedEmbedded,
            StorageError::Full,
        ];
        for e in &storage {
            match e {
                StorageError::Unavailable
                | StorageError::Corrupt(_)
                | StorageError::WrongVersion { .. }
                | StorageError::WriteFailed
                | StorageError::RefusedEmbedded
                | StorageError::Full => {}
            }
        }
        let mut problems = vec![
            SessionProblem::Id,
            SessionProblem::Tricks { found: 14 },
            SessionProblem::Table,
            SessionProblem::Field,
        ];
        for what in [
            Counted::Deals,
            Counted::GivenDeals,
            Counted::Sets,
            Counted::FirstBoard,
            Counted::Boards,
        ] {
            problems.push(SessionProblem::Count {
                what,
                found: 1000,
                min: 1,
                max: 25,
            });
        }
        for problem in [
            DealProblem::Illegal(GameError::DealOver),
            DealProblem::Unfinished,
            DealProblem::NotThisBoard,
            DealProblem::AfterTheEnd,
        ] {
            problems.push(SessionProblem::Deal { board: 3, problem });
        }
        problems.push(SessionProblem::ScoreCard(
            bridge_engine::session::SessionError::WrongDeal,
        ));
        problems.push(SessionProblem::Scorer);
        problems.push(SessionProblem::SmallGame);
        problems.push(SessionProblem::ClubFile {
            element: "BOARD".into(),
            line: 7,
        });
        for p in &problems {
            match p {
                SessionProblem::Id
                | SessionProblem::Count { .. }
                | SessionProblem::Deal { .. }
                | SessionProblem::Tricks { .. }
                | SessionProblem::Table
                | SessionProblem::Field
                | SessionProblem::ScoreCard(_)
                | SessionProblem::Scorer
                | SessionProblem::SmallGame
                | SessionProblem::ClubFile { .. } => {}
            }
        }
        let loads = [
            LoadError::NotJson("x".into()),
            LoadError::NotASave,
            LoadError::TooNew { version: 9 },
            LoadError::Invalid("x".into()),
            LoadError::Inconsistent(SessionProblem::Id),
            LoadError::TooLarge { size: 3_000_000 },
        ];
        for e in &loads {
            match e {
                LoadError::NotJson(_)
                | LoadError::NotASave
                | LoadError::TooNew { .. }
                | LoadError::Invalid(_)
                | LoadError::Inconsistent(_)
                | LoadError::TooLarge { .. } => {}
            }
        }
        let mut all = Vec::new();
        all.extend(calls.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(plays.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(claims.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(games.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(tables.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(deals.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(links.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(storage.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(problems.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all.extend(loads.iter().map(|e| (format!("{e:?}"), e.to_msg())));
        all
    }

    fn placeholders(text: &str) -> BTreeSet<String> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
            // A counted placeholder `{name:family}` is filled by the argument `name`.
            .map(|name| name.split(':').next().unwrap_or_default().to_string())
            .collect()
    }

    /// Checks `m` and the messages inside it: its key (or plural family) in every catalogue,
    /// with exactly the placeholders its arguments fill.
    fn check(what: &str, m: &Msg, problems: &mut Vec<String>) {
        let names: BTreeSet<String> = m.args.iter().map(|(n, _)| n.clone()).collect();
        for lang in Lang::ALL {
            let cat = parse_catalogue(lang.source()).unwrap();
            // A plural family must have every form of the language; the forms for 0, 1 and 2
            // may leave the number out.
            let texts: Vec<(&str, Option<&str>)> = match cat.get(m.key.as_str()) {
                Some(t) => vec![("", Some(*t))],
                None => plural_categories(lang)
                    .iter()
                    .map(|c| (*c, cat.get(format!("{}.{c}", m.key).as_str()).copied()))
                    .collect(),
            };
            for (form, text) in texts {
                let Some(text) = text else {
                    problems.push(format!("{what}: {} lacks {}.{form}", lang.code(), m.key));
                    continue;
                };
                let mut found = placeholders(text);
                if matches!(form, "zero" | "one" | "two") && names.contains("n") {
                    found.insert("n".to_string());
                }
                if found != names {
                    problems.push(format!(
                        "{what}: {} {} has {:?}, the message fills {names:?}",
                        lang.code(),
                        m.key,
                        placeholders(text)
                    ));
                }
            }
        }
        for (_, arg) in &m.args {
            match arg {
                Arg::Msg(inner) => check(what, inner, problems),
                Arg::List(items) => items.iter().for_each(|i| check(what, i, problems)),
                _ => {}
            }
        }
    }

    #[test]
    fn every_error_has_a_key_in_every_catalogue_with_its_parameters() {
        let mut problems = Vec::new();
        let all = every_error();
        assert!(all.len() > 40, "{}", all.len());
        for (what, m) in &all {
            check(what, m, &mut problems);
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn errors_read_in_the_language_with_their_values() {
        let e = PlayError::MustFollowSuit {
            card: Card::new(Suit::Spades, Rank::Ace),
            led: Suit::Hearts,
        };
        let en = render(Lang::En, &e.to_msg());
        assert!(en.contains("♠A") && en.contains('♥'), "{en}");
        let pl = render(Lang::Pl, &e.to_msg());
        assert_ne!(pl, en);
        assert!(pl.contains("♠A"), "{pl}");
        let bid = CallError::InsufficientBid {
            bid: Bid::new(1, Strain::NoTrump).unwrap(),
            last: Bid::new(2, Strain::Clubs).unwrap(),
        };
        assert!(render(Lang::Pl, &bid.to_msg()).contains("1BA"));
        // Quoted link values are isolated in right-to-left text and never translated.
        let link = LinkError::UnknownMode("<b>x".into()).to_msg();
        assert!(render(Lang::Fa, &link).contains("\u{2066}<b>x\u{2069}"));
        assert!(render(Lang::El, &link).contains("<b>x"));
    }
}
