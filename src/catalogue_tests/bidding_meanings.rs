//! Every meaning the bidding robots can give renders in every language of the app: each key
//! the engine's message uses is in that language's catalogue, and no `{placeholder}` is left.
//! The meanings are those of every rule of the system (suits named by their relation to the
//! auction) and those given for the calls of robot auctions on seeded deals (suits resolved).

use std::collections::HashMap;

use crate::services::i18n::{Lang, parse_catalogue, render};
use bridge_engine::deal::Deal;
use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::{Strength, bidding, choose_call_at, explain_call};
use bridge_engine::{Auction, Seat, Vulnerability};

fn check(lang: Lang, cat: &HashMap<&str, &str>, what: &str, m: &Msg, problems: &mut Vec<String>) {
    for k in m.keys() {
        // A plural family (`key.one` … `key.other`) stands for its base key.
        if !cat.contains_key(k) && !cat.contains_key(format!("{k}.other").as_str()) {
            problems.push(format!("{}: {what}: missing key {k}", lang.code()));
        }
    }
    let text = render(lang, m);
    if text.contains('{') || text.contains('}') || text.trim().is_empty() {
        problems.push(format!("{}: {what}: {text:?}", lang.code()));
    }
    said_once(lang, what, m, problems);
}

/// Each meaning says a thing once: no part twice ("no eight-card fit in ♥, no eight-card fit
/// in ♥"), and no head that names the force said again after the parts ("Jacoby 2NT, raise
/// forcing to game: …, forcing to game"). The alternatives of a call ("A; or B") are
/// meanings of their own.
fn said_once(lang: Lang, what: &str, m: &Msg, problems: &mut Vec<String>) {
    if m.key == "bid.or" {
        for (_, arg) in &m.args {
            if let Arg::Msg(inner) = arg {
                said_once(lang, what, inner, problems);
            }
        }
        return;
    }
    let text = render(lang, m);
    let forcing = render(lang, &Msg::new("bid.game_forcing"));
    if text.matches(forcing.as_str()).count() > 1 {
        problems.push(format!(
            "{}: {what}: says {forcing:?} twice: {text:?}",
            lang.code()
        ));
    }
    if let Some((_, Arg::List(parts))) = m.args.iter().find(|(k, _)| k == "parts") {
        for (i, part) in parts.iter().enumerate() {
            if parts[..i].contains(part) {
                let part = render(lang, part);
                problems.push(format!("{}: {what}: {part:?} twice: {text:?}", lang.code()));
            }
        }
    }
}

/// The robot auction of seed `seed`, with every call's explanation. Its close calls are judged
/// at the quick strength (10 layouts, half the strong one's CPU): the meanings are the rules',
/// which every strength gives.
fn robot_meanings_of(seed: u64) -> Vec<(String, Msg)> {
    let mut out = Vec::new();
    let deal = Deal::random(seed);
    let mut auction = Auction::new(Seat::ALL[(seed % 4) as usize]);
    while !auction.is_over() {
        let seat = auction.dealer().nth_next(auction.calls().len());
        let advice = choose_call_at(
            deal.hand(seat),
            &auction,
            Vulnerability::None,
            Strength::Quick,
        );
        out.push((format!("seed {seed} {}", advice.rule), advice.meaning));
        auction.call(advice.call).unwrap();
    }
    for i in 0..auction.calls().len() {
        let e = explain_call(&auction, i, Vulnerability::None).unwrap();
        out.push((format!("seed {seed} call {i}"), e.meaning));
    }
    out
}

/// Robot auctions on seeded deals 0-59, with every call's explanation: on two threads, as the
/// robots' judgements simulate (about a quarter of a second an auction).
fn robot_meanings() -> Vec<(String, Msg)> {
    std::thread::scope(|s| {
        let halves: Vec<_> = [0..30u64, 30..60]
            .into_iter()
            .map(|seeds| s.spawn(move || seeds.flat_map(robot_meanings_of).collect::<Vec<_>>()))
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    })
}

#[test]
fn every_rule_meaning_renders_in_every_language() {
    let rules: Vec<(String, Msg)> = bidding::rule_meanings()
        .map(|(r, m)| (r.id.to_string(), m))
        .collect();
    assert!(rules.len() > 200, "the system has its rules");
    let played = robot_meanings();
    let mut problems = Vec::new();
    for lang in &Lang::ALL {
        let cat = parse_catalogue(lang.source()).unwrap();
        for (what, m) in rules.iter().chain(&played) {
            check(*lang, &cat, what, m, &mut problems);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The convention card renders in every language: its titles, headings and notes are in each
/// catalogue, and each line's call and meaning render with nothing left unfilled.
#[test]
fn the_convention_card_renders_in_every_language() {
    use bridge_engine::robot::bidding::card::{card_keys, convention_card};
    let mut lines: Vec<(String, Msg)> = card_keys()
        .into_iter()
        .filter(|k| !k.starts_with("card.call"))
        .map(|k| (k.to_string(), Msg::new(k)))
        .collect();
    for section in convention_card() {
        for group in section.groups {
            for line in group.lines {
                lines.push((format!("card {} call", line.rule), line.call));
                lines.push((format!("card {} meaning", line.rule), line.meaning));
            }
        }
    }
    assert!(lines.len() > 100, "the card has its lines");
    let mut problems = Vec::new();
    for lang in &Lang::ALL {
        let cat = parse_catalogue(lang.source()).unwrap();
        for (what, m) in &lines {
            check(*lang, &cat, what, m, &mut problems);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// In English a length in a suit the card names by its relation says "cards in": "3+ cards in
/// the agreed suit", never "3+ the agreed suit" or "at most 1 the suit bid".
#[test]
fn the_english_card_says_cards_in_a_suit_named_by_its_relation() {
    use bridge_engine::robot::bidding::card::convention_card;
    let refs: Vec<String> = [
        "bid.ref.var",
        "bid.ref.opening",
        "bid.ref.partner",
        "bid.ref.mine",
        "bid.ref.theirs",
        "bid.ref.agreed",
        "bid.ref.partner_first",
        "bid.ref.my_first",
        "bid.ref.their_first",
    ]
    .into_iter()
    .map(|k| render(Lang::En, &Msg::new(k)))
    .collect();
    let mut problems = Vec::new();
    let mut named = 0;
    for line in convention_card()
        .into_iter()
        .flat_map(|s| s.groups)
        .flat_map(|g| g.lines)
    {
        let text = render(Lang::En, &line.meaning);
        for r in &refs {
            for (at, _) in text.match_indices(r.as_str()) {
                let before = text[..at].trim_end();
                if before.ends_with(|c: char| c.is_ascii_digit() || c == '+') {
                    problems.push(format!("{}: {text}", line.rule));
                }
                named += usize::from(before.ends_with("cards in") || before.ends_with("card in"));
            }
        }
    }
    assert!(
        named > 0,
        "some length on the card is in a suit named by its relation"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
