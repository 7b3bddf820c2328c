//! The convention card: generated from the system's rules, so it names only rules the system
//! has, shows every convention the robots use, and reads each call as the robots make it.

use std::collections::HashSet;

use bridge_engine::msg::{Arg, Msg};
use bridge_engine::robot::bidding::RULES;
use bridge_engine::robot::bidding::card::{card_rules_missing, convention_card};
use bridge_engine::robot::bidding::system::Aim;
use bridge_engine::{Bid, Call, Strain};

#[test]
fn the_card_names_only_rules_of_the_system() {
    assert_eq!(
        card_rules_missing(),
        Vec::<&str>::new(),
        "rules named on the convention card (engine/src/robot/bidding/card.rs) that the system \
         does not have"
    );
}

#[test]
fn every_convention_of_the_system_is_on_the_card() {
    let on_card: HashSet<&str> = convention_card()
        .iter()
        .flat_map(|s| s.groups.iter())
        .flat_map(|g| g.lines.iter())
        .map(|l| l.rule)
        .collect();
    let aims_on_card: HashSet<Aim> = RULES
        .iter()
        .filter(|r| on_card.contains(r.id))
        .map(|r| r.aim)
        .collect();
    let missing: Vec<String> = RULES
        .iter()
        .filter(|r| r.aim.alert() && !aims_on_card.contains(&r.aim))
        .map(|r| format!("{:?} (rule {})", r.aim, r.id))
        .collect();
    assert!(
        missing.is_empty(),
        "conventions the robots use that the card does not show: {missing:?}"
    );
}

#[test]
fn every_section_has_something_and_no_rule_is_written_twice() {
    let card = convention_card();
    assert!(card.len() >= 9, "the SAYC card's sections");
    let mut seen = HashSet::new();
    for section in &card {
        assert!(!section.groups.is_empty(), "{}", section.title);
        for group in &section.groups {
            assert!(
                !group.notes.is_empty() || !group.lines.is_empty(),
                "{} is empty",
                group.heading
            );
            for line in &group.lines {
                assert!(seen.insert(line.rule), "{} twice on the card", line.rule);
            }
        }
    }
}

/// The calls of a line written as bids, e.g. ["1♥", "1♠"].
fn calls(msg: &Msg) -> Vec<Call> {
    match msg.arg("calls") {
        Some(Arg::List(list)) => list
            .iter()
            .filter_map(|m| match m.arg("call") {
                Some(Arg::Call(c)) => Some(*c),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[test]
fn lines_read_as_the_robots_bid() {
    let line = |id: &str| {
        convention_card()
            .into_iter()
            .flat_map(|s| s.groups)
            .flat_map(|g| g.lines)
            .find(|l| l.rule == id)
            .unwrap_or_else(|| panic!("{id} not on the card"))
    };
    let bid = |level, strain| Call::Bid(Bid::new(level, strain).unwrap());
    // A fixed bid.
    let one_nt = line("open.1nt");
    assert_eq!(calls(&one_nt.call), vec![bid(1, Strain::NoTrump)]);
    assert!(!one_nt.alert);
    // One rule for two suits: both bids on its line.
    assert_eq!(
        calls(&line("open.1major").call),
        vec![bid(1, Strain::Hearts), bid(1, Strain::Spades)]
    );
    // Conventions are alerted, and their meaning names the convention.
    let stayman = line("nt.stayman");
    assert_eq!(calls(&stayman.call), vec![bid(2, Strain::Clubs)]);
    assert!(stayman.alert);
    assert_eq!(stayman.meaning.key, "bid.meaning");
    // A call relative to the auction is described, not made up.
    let cue = line("adv.cue");
    assert_eq!(cue.call.key, "card.call.cheapest");
    assert_eq!(
        cue.call.arg("den"),
        Some(&Arg::Msg(Box::new(Msg::new("bid.ref.theirs"))))
    );
    // A call in a suit the rule chooses names what it chooses among ("the cheapest bid in a
    // suit"), and a length in a suit named by its relation says "cards in" ("at most 1 card in
    // the suit bid", not "at most 1 the suit bid").
    let control = line("slam.cue");
    assert_eq!(control.call.key, "card.call.cheapest");
    assert_eq!(
        control.call.arg("den"),
        Some(&Arg::Msg(Box::new(Msg::new("card.ref.a_suit"))))
    );
    let keys = control.meaning.keys();
    assert!(keys.contains(&"bid.len_in.min"), "{keys:?}");
    assert!(keys.contains(&"bid.len_in.max"), "{keys:?}");
    assert!(!keys.iter().any(|k| k.starts_with("bid.len.")), "{keys:?}");
}
