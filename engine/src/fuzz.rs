//! Generated inputs for the readers of outside data: PBN files, session files (saves and
//! imports), club results files (USEBIO, PBN with score tables) and, through the app's tests, link parameters. Each input is a valid example
//! mutated by a few random edits (cut, repeat, swap, splice in a token of the format or a huge
//! number), reproducible from a seed, so a failure can be replayed.
//!
//! [`run`] feeds `count` inputs to a reader and reports the slowest one: a reader must neither
//! panic nor take long on any of them. The short run is part of `cargo test`; the long run is
//! `bridge fuzz pbn|session|usebio|pbn-results --count 1000000` (see docs/development.md).

use std::time::{Duration, Instant};

use crate::auction::Call;
use crate::deal::{Deal, DealRng};
use crate::game::{Action, Phase};
use crate::session::{Session, SessionKind};
use crate::{pbn, save};

/// Makes mutated inputs from examples.
pub struct Mutator {
    rng: DealRng,
    examples: Vec<String>,
    tokens: Vec<&'static str>,
}

/// Tokens that PBN files are made of, and values at the edges of what they may hold.
pub const PBN_TOKENS: &[&str] = &[
    "[",
    "]",
    "\"",
    "\n",
    "\r\n",
    " ",
    ";",
    "{",
    "}",
    "%",
    "*",
    "+",
    "-",
    ".",
    ":",
    "=",
    "$1",
    "!",
    "?",
    "^",
    "N:",
    "E:",
    "S:",
    "W:",
    "AKQJT98765432",
    "x",
    "[Deal \"",
    "[Auction \"",
    "[Play \"",
    "[Contract \"",
    "[Declarer \"",
    "[Result \"",
    "[Dealer \"",
    "[Vulnerable \"",
    "[Board \"",
    "Pass",
    "X",
    "XX",
    "AP",
    "7NT",
    "1C",
    "NT",
    "SA",
    "H2",
    "0",
    "13",
    "14",
    "255",
    "99999999999999999999",
    "-1",
    "\u{2660}",
    "\u{feff}",
    "\u{0}",
];

/// Tokens that session files are made of, and values at the edges of what they may hold.
pub const SESSION_TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    "true",
    "false",
    "0",
    "1",
    "13",
    "14",
    "200",
    "4000",
    "-1",
    "1e400",
    "4294967295",
    "18446744073709551615",
    "99999999999999999999999",
    "\"Pass\"",
    "\"X\"",
    "\"1NT\"",
    "\"SA\"",
    "\"C2\"",
    "\"North\"",
    "\"None\"",
    "\"Both\"",
    "\"claimed\":13",
    "\"declarer_tricks\":",
    "\"sets\":",
    "\"first_board\":",
    "\"deals\":",
    "\"field\":",
    "\"table\":",
    "\"version\":",
    "\"PassedOut\"",
    "\"Practice\"",
    "\\u0000",
    "\\ud800",
    "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
];

impl Mutator {
    /// A mutator over `examples` (at least one) with the format's `tokens`.
    pub fn new(seed: u64, examples: Vec<String>, tokens: &[&'static str]) -> Mutator {
        Mutator {
            rng: DealRng::new(seed),
            examples,
            tokens: tokens.to_vec(),
        }
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n.max(1) as u64) as usize
    }

    /// A char boundary of `s` at or before `i`.
    fn boundary(s: &str, mut i: usize) -> usize {
        i = i.min(s.len());
        while !s.is_char_boundary(i) {
            i -= 1;
        }
        i
    }

    /// The next input: an example with one to eight random edits.
    pub fn next_input(&mut self) -> String {
        let pick = self.below(self.examples.len());
        let mut s = self.examples[pick].clone();
        let edits = 1 + self.below(8);
        for _ in 0..edits {
            let len = s.len();
            let at = Mutator::boundary(&s, self.below(len + 1));
            let to = Mutator::boundary(&s, at + self.below(64));
            match self.below(7) {
                // Delete a stretch.
                0 => s.replace_range(at..to, ""),
                // Insert a token of the format.
                1 | 2 => {
                    let i = self.below(self.tokens.len());
                    let t = self.tokens[i];
                    s.insert_str(at, t);
                }
                // Repeat a stretch many times (lists longer than any bound).
                3 => {
                    let piece = s[at..to].to_string();
                    let most = if self.below(4) == 0 { 400 } else { 4 };
                    let times = 1 + self.below(most);
                    s.insert_str(at, &piece.repeat(times));
                }
                // Replace a character by a random printable one.
                4 => {
                    if let Some(old) = s[at..].chars().next() {
                        let c = char::from(b' ' + self.below(95) as u8);
                        s.replace_range(at..at + old.len_utf8(), &c.to_string());
                    }
                }
                // Splice a stretch of another example in.
                5 => {
                    let other = self.below(self.examples.len());
                    let olen = self.examples[other].len();
                    let from = self.below(olen + 1);
                    let span = self.below(200);
                    let o = &self.examples[other];
                    let from = Mutator::boundary(o, from);
                    let upto = Mutator::boundary(o, from + span);
                    let piece = o[from..upto].to_string();
                    s.insert_str(at, &piece);
                }
                // Cut the text short.
                _ => s.truncate(at),
            }
        }
        s
    }
}

/// What a run found.
#[derive(Clone, Debug)]
pub struct Report {
    /// Inputs read.
    pub count: u64,
    /// The slowest input's time.
    pub slowest: Duration,
    /// The slowest input.
    pub slowest_input: String,
}

/// Feeds `count` inputs of `mutator` to `read`, timing each.
pub fn run(mutator: &mut Mutator, count: u64, mut read: impl FnMut(&str)) -> Report {
    let mut report = Report {
        count,
        slowest: Duration::ZERO,
        slowest_input: String::new(),
    };
    for _ in 0..count {
        let input = mutator.next_input();
        let start = Instant::now();
        read(&input);
        let took = start.elapsed();
        if took > report.slowest {
            report.slowest = took;
            report.slowest_input = input;
        }
    }
    report
}

/// A session played a little by robots and the robot system, as examples for session files.
fn played_session(id: &str, kind: SessionKind, seed: u64, deals: usize) -> Session {
    let mut s = Session::new(id, kind, seed);
    for _ in 0..deals {
        let Some(t) = s.table_mut() else { break };
        while t.result().is_none() {
            if t.robot_step().is_some() {
                continue;
            }
            let action = match t.game().phase() {
                Phase::Auction(_) => Action::Call(t.hint().map_or(Call::Pass, |a| a.call)),
                Phase::Play(_) => match t.playable().iter().next() {
                    Some(c) => Action::Card(c),
                    None => break,
                },
                Phase::Done(_) => break,
            };
            if t.human_action(action).is_err() {
                break;
            }
        }
        s.advance();
    }
    s
}

/// Valid session files to start from: a practice deal, a Chicago in play, a pairs session, a
/// scorer's Chicago sheet and a honeymoon rubber.
pub fn session_examples() -> Vec<String> {
    let mut pairs = played_session("p-1", SessionKind::pairs(2), 9, 1);
    if let Some(p) = pairs.played_mut()
        && let Some(r) = p.deals.first().and_then(|g| g.result())
    {
        p.field = vec![vec![r, r]];
    }
    let mut book = crate::scorer::ScorerBook::Chicago(crate::scoring::chicago::ChicagoSheet::new(
        Default::default(),
    ));
    let entry = crate::scorer::DealEntry::played(
        3,
        crate::Strain::NoTrump,
        crate::Doubling::Undoubled,
        crate::Seat::West,
        9,
    );
    let _ = book.record(&entry);
    vec![
        save::to_json(&played_session("practice", SessionKind::Practice, 3, 1)),
        save::to_json(&played_session(
            "1700000000000-abcd",
            SessionKind::Chicago(Default::default()),
            5,
            2,
        )),
        save::to_json(&pairs),
        save::to_json(&Session::scorer("s-1", book, 4)),
        save::to_json(&Session::new("h-1", SessionKind::Honeymoon, 6)),
    ]
}

/// Valid PBN files to start from: written from played deals, with every tag the reader knows.
pub fn pbn_examples() -> Vec<String> {
    let s = played_session("x", SessionKind::Practice, 11, 3);
    let games: Vec<pbn::PbnGame> = s.deals().iter().map(pbn::PbnGame::from_game).collect();
    let mut out = vec![pbn::write(&games)];
    for seed in [1u64, 2] {
        let d = Deal::random(seed);
        out.push(format!(
            "% PBN 2.1\n[Event \"?\"]\n[Board \"{seed}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{}\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n",
            d.to_pbn()
        ));
    }
    out
}

/// Reads a PBN text the way the app and the CLI do: parse, then build each game.
pub fn read_pbn(text: &str) {
    if let Ok(games) = pbn::parse(text) {
        for g in games {
            let _ = g.to_game();
        }
    }
}

/// Reads a session file the way an import does.
pub fn read_session(text: &str) {
    let _ = save::from_json(text);
}

/// Tokens of club results files (USEBIO's elements and PBN's score tables) and values at the
/// edges of what they may hold.
pub const RESULTS_TOKENS: &[&str] = &[
    "<",
    ">",
    "</",
    "/>",
    "&",
    "&amp;",
    "&lt;",
    "&#0;",
    "&#x110000;",
    "&e;",
    "<!DOCTYPE x [<!ENTITY e \"x\">]>",
    "<![CDATA[",
    "]]>",
    "<!--",
    "-->",
    "<TRAVELLER_LINE>",
    "</TRAVELLER_LINE>",
    "<BOARD>",
    "<PAIR>",
    "<SCORE>",
    "<CONTRACT>",
    "<TRICKS>",
    "<NS_MATCH_POINTS>",
    "<PERCENTAGE>",
    "<PLACE>",
    "<ASSIGNED_SCORE>",
    "<TEAM>",
    "<TEAM_NUMBER>",
    "<MATCH>",
    "<HOME_TEAM_NUMBER>",
    "<NS_IMPS>",
    "<HOME_VPS>",
    "<VP_SCALE>",
    "TEAMS",
    "TeamId_NS",
    "IMP_NS",
    "TotalVP",
    "[ScoreTable \"",
    "[TotalScoreTable \"",
    "\\2R;",
    "\\\\2R;",
    "PairId_NS",
    "MP_NS",
    "Assigned",
    "\"",
    "\n",
    " ",
    ";",
    "-",
    "=",
    "A6040",
    "A5050",
    "A9999",
    "NP",
    "4SX",
    "7NTXX",
    "PASS",
    "N",
    "0",
    "13",
    "14",
    "0.005",
    "-0.5",
    "99999999999999999999",
    "1.0000001",
    "\u{feff}",
    "\u{0}",
];

/// A small club event with every kind of line (played, weighted assigned, split artificial,
/// not played), two boards with hand records and names with markup, as examples.
fn club_example() -> crate::scorer::club::ClubEvent {
    use crate::scorer::club::{
        Artificial, BoardRecord, ClubEvent, Entrant, Line, Outcome, Weighted,
    };
    let result = |tricks| {
        crate::scorer::DealEntry::played(
            4,
            crate::Strain::Spades,
            crate::Doubling::Undoubled,
            crate::Seat::North,
            tricks,
        )
        .result()
        .unwrap_or(crate::BoardResult {
            outcome: crate::AuctionResult::PassedOut,
            declarer_tricks: 0,
        })
    };
    let line = |ns, ew, outcome| Line {
        section: "A".into(),
        north_south: ns,
        east_west: ew,
        round: Some(1),
        table: Some(ns),
        outcome,
    };
    let entrants = (1..=6)
        .map(|n| Entrant {
            section: "A".into(),
            number: n,
            players: vec![format!("<b>{n}</b> & \"x\""), "O'Neil".into()],
            team_name: String::new(),
            direction: None,
        })
        .collect();
    let boards = (1..=2u32)
        .map(|b| {
            let (dealer, vulnerability) = crate::seat::board_conditions(b);
            BoardRecord {
                number: b,
                dealer,
                vulnerability,
                deal: Some(Deal::random(u64::from(b))),
                lines: vec![
                    line(1, 4, Outcome::Played(result(10))),
                    line(
                        2,
                        5,
                        if b == 1 {
                            Outcome::Assigned(vec![
                                Weighted {
                                    percent: 60,
                                    result: result(10),
                                },
                                Weighted {
                                    percent: 40,
                                    result: result(9),
                                },
                            ])
                        } else {
                            Outcome::NotPlayed
                        },
                    ),
                    line(
                        3,
                        6,
                        Outcome::Artificial {
                            north_south: Artificial::Plus,
                            east_west: Artificial::Plus,
                        },
                    ),
                ],
            }
        })
        .collect();
    ClubEvent {
        entrants,
        boards,
        ..ClubEvent::default()
    }
}

/// The example's boards as a teams evening: teams 1 v 2 and 3 v 4, each board at both tables
/// of each match (a played, an assigned, an artificial and a played line).
fn club_teams_example() -> crate::scorer::club::ClubEvent {
    use crate::scorer::club::{BoardScoring, ClubEvent, Form, Rules, Winners};
    let pairs = club_example();
    let mut boards = pairs.boards.clone();
    for b in &mut boards {
        let outcomes: Vec<_> = b.lines.iter().map(|l| l.outcome.clone()).collect();
        b.lines = [(1, 2), (2, 1), (3, 4), (4, 3)]
            .into_iter()
            .enumerate()
            .map(|(i, (ns, ew))| {
                let mut l = b.lines[0].clone();
                l.north_south = ns;
                l.east_west = ew;
                l.table = Some(i as u32 + 1);
                l.outcome = outcomes[i % outcomes.len()].clone();
                l
            })
            .collect();
    }
    let entrants = pairs
        .entrants
        .into_iter()
        .take(4)
        .map(|mut e| {
            e.team_name = format!("<i>Team {}</i>", e.number);
            e
        })
        .collect();
    ClubEvent {
        form: Form::Teams,
        rules: Rules {
            scoring: BoardScoring::TeamImps(crate::scoring::vp::VpScaleChoice::WbfContinuous),
            winners: Winners::OneWinner,
            board_decimals: 0,
            ..Rules::default()
        },
        entrants,
        boards,
        ..ClubEvent::default()
    }
}

/// Valid USEBIO files to start from: a pairs and a teams evening.
pub fn usebio_examples() -> Vec<String> {
    [club_example(), club_teams_example()]
        .iter()
        .map(crate::scorer::club::usebio::write)
        .collect()
}

/// Valid PBN results files to start from: a pairs and a teams evening.
pub fn results_pbn_examples() -> Vec<String> {
    [club_example(), club_teams_example()]
        .iter()
        .map(crate::scorer::club::pbn_results::write)
        .collect()
}

/// Reads, scores and writes back a USEBIO file, as the importer does.
pub fn read_usebio(text: &str) {
    if let Ok(e) = crate::scorer::club::usebio::read(text) {
        let _ = e.disagreements(&e.score());
        let _ = crate::scorer::club::usebio::write(&e);
    }
}

/// Reads, scores and writes back a PBN results file, as the importer does.
pub fn read_results_pbn(text: &str) {
    if let Ok(e) = crate::scorer::club::pbn_results::read(text) {
        let _ = e.disagreements(&e.score());
        let _ = crate::scorer::club::pbn_results::write(&e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many inputs each reader gets in `cargo test` (`BRIDGE_FUZZ_COUNT` changes it).
    fn count() -> u64 {
        std::env::var("BRIDGE_FUZZ_COUNT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(3000)
    }

    #[test]
    fn mutations_are_reproducible_and_varied() {
        let ex = vec!["hello world".to_string()];
        let a: Vec<String> = {
            let mut m = Mutator::new(1, ex.clone(), PBN_TOKENS);
            (0..50).map(|_| m.next_input()).collect()
        };
        let mut m = Mutator::new(1, ex, PBN_TOKENS);
        let b: Vec<String> = (0..50).map(|_| m.next_input()).collect();
        assert_eq!(a, b);
        let distinct: std::collections::HashSet<_> = a.iter().collect();
        assert!(distinct.len() > 40);
    }

    #[test]
    fn the_pbn_reader_takes_generated_input() {
        let mut m = Mutator::new(20261130, pbn_examples(), PBN_TOKENS);
        let r = run(&mut m, count(), read_pbn);
        assert!(
            r.slowest < Duration::from_secs(2),
            "{:?} on {:?}",
            r.slowest,
            r.slowest_input
        );
    }

    #[test]
    fn the_session_reader_takes_generated_input() {
        let mut m = Mutator::new(20261130, session_examples(), SESSION_TOKENS);
        let r = run(&mut m, count(), read_session);
        assert!(
            r.slowest < Duration::from_secs(2),
            "{:?} on {:?}",
            r.slowest,
            r.slowest_input
        );
    }

    #[test]
    fn the_results_readers_take_generated_input() {
        type Target = (Vec<String>, fn(&str));
        let targets: [Target; 2] = [
            (usebio_examples(), read_usebio),
            (results_pbn_examples(), read_results_pbn),
        ];
        for (examples, read) in targets {
            // The examples themselves read back.
            for e in &examples {
                assert!(
                    crate::scorer::club::usebio::read(e).is_ok()
                        || crate::scorer::club::pbn_results::read(e).is_ok(),
                    "{e}"
                );
            }
            let mut m = Mutator::new(20261204, examples, RESULTS_TOKENS);
            let r = run(&mut m, count(), read);
            assert!(
                r.slowest < Duration::from_secs(2),
                "{:?} on {:?}",
                r.slowest,
                r.slowest_input
            );
        }
    }
}
