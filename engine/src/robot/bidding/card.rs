//! The convention card: what partner (and the opponents) can count on, set out in the sections
//! of a Standard American Yellow Card. Each line is a rule of the system, its call and meaning
//! generated from the rule itself exactly as a robot's call is explained at the table, so the
//! card cannot say one thing while the robots bid another; the card only chooses which rules
//! are worth a line and in which section. The leads and signals are notes (catalogue keys) that
//! describe what the card-play robots do (`card_play/leads.rs`, `signals.rs`).

use super::compile;
use super::explain;
use super::system::{CallSpec, Den, Rule, SuitRef, Vars};
use crate::auction::{Bid, Call, Strain};
use crate::card::Suit;
use crate::msg::{Arg, Msg};

/// One section of the card (opening bids, no-trump openings, competitive bidding…).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSection {
    /// The section's title (a catalogue key).
    pub title: &'static str,
    /// Its groups of lines, in the card's order.
    pub groups: Vec<CardGroup>,
}

/// A group of lines under one heading ("over partner's 1NT").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardGroup {
    /// The heading (a catalogue key).
    pub heading: &'static str,
    /// Agreements in words (catalogue keys), before the lines.
    pub notes: Vec<&'static str>,
    /// The calls of the system, each with what it shows.
    pub lines: Vec<CardLine>,
}

/// One call of the system on the card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardLine {
    /// The rule that makes the call (its id, as shown beside a robot's call).
    pub rule: &'static str,
    /// The call, as a message: the bid itself, or "the cheapest bid in partner's suit".
    pub call: Msg,
    /// What it shows, generated from the rule's conditions.
    pub meaning: Msg,
    /// Whether the call is conventional (alerted at the table).
    pub alert: bool,
}

/// A group of the card as written here: its heading, its notes and the ids of its rules.
struct Layout {
    heading: &'static str,
    notes: &'static [&'static str],
    rules: &'static [&'static str],
}

const fn group(
    heading: &'static str,
    notes: &'static [&'static str],
    rules: &'static [&'static str],
) -> Layout {
    Layout {
        heading,
        notes,
        rules,
    }
}

/// The card: sections in the order of the SAYC card, each group naming the rules on it.
const CARD: &[(&str, &[Layout])] = &[
    (
        "card.section.general",
        &[group(
            "card.group.approach",
            &["card.note.system", "card.note.forcing", "card.note.points"],
            &[],
        )],
    ),
    (
        "card.section.openings",
        &[group(
            "card.group.openings",
            &[],
            &[
                "open.1major",
                "open.1d",
                "open.1d.three",
                "open.1c",
                "open.1nt",
                "open.2nt",
                "open.2c",
                "open.weak2.s",
                "open.weak2.h",
                "open.weak2",
                "open.3",
                "open.3minor",
                "open.4major",
            ],
        )],
    ),
    (
        "card.section.notrump",
        &[
            group(
                "card.group.over_1nt",
                &[],
                &[
                    "nt.stayman",
                    "nt.stay.none",
                    "nt.transfer.h",
                    "nt.transfer.s",
                    "nt.relay",
                    "nt.2nt",
                    "nt.3major",
                    "nt.4nt",
                    "nt.gerber",
                    "nt.x.escape",
                    "nt.transfer.x.pass.h",
                ],
            ),
            group(
                "card.group.over_2nt",
                &[],
                &[
                    "nt2.stayman",
                    "nt2.transfer.h",
                    "nt2.transfer.s",
                    "nt2.4nt",
                    "nt2.gerber",
                ],
            ),
        ],
    ),
    (
        "card.section.majors",
        &[
            group(
                "card.group.over_major",
                &[],
                &[
                    "resp.major.single",
                    "resp.major.limit",
                    "resp.jacoby",
                    "resp.major.game",
                    "resp.1nt",
                    "resp.jumpshift",
                    "resp.3nt.major",
                ],
            ),
            group(
                "card.group.after_jacoby",
                &[],
                &["jacoby.short", "jacoby.side", "jacoby.max", "jacoby.mid"],
            ),
        ],
    ),
    (
        "card.section.minors",
        &[group(
            "card.group.over_minor",
            &[],
            &[
                "resp.1new",
                "resp.minor.raise",
                "resp.minor.raise.c",
                "resp.minor.limit",
                "resp.minor.gf",
                "resp.2nt",
                "resp.3nt",
            ],
        )],
    ),
    (
        "card.section.twos",
        &[
            group(
                "card.group.over_2c",
                &[],
                &["2c.wait", "2c.pos.major", "2c.pos.minor", "2c.pos.nt"],
            ),
            group(
                "card.group.over_weak2",
                &[],
                &["w2.ask", "w2.min", "w2.feature"],
            ),
        ],
    ),
    (
        "card.section.conventions",
        &[group(
            "card.group.later",
            &[],
            &[
                "rebid.reverse",
                "fsf",
                "fsf.inv",
                "fsf.jump",
                "later.cue.stop",
            ],
        )],
    ),
    (
        "card.section.competitive",
        &[
            group(
                "card.group.overcalls",
                &[],
                &[
                    "ovc.1",
                    "ovc.2",
                    "ovc.weak",
                    "ovc.1nt",
                    "ovc.x",
                    "ovc.x.strong",
                    "ovc.michaels.minor",
                    "ovc.michaels.h",
                    "ovc.michaels.s",
                    "ovc.unusual",
                    "ovc.unusual.nt",
                    "ovc.x.lead",
                ],
            ),
            group(
                "card.group.advancing",
                &[],
                &["adv.cue", "adv.x.cue", "adv.weak.ask", "adv.1n.stayman"],
            ),
            group("card.group.balancing", &[], &["bal.1nt", "bal.x", "bal.1"]),
            group(
                "card.group.their_double",
                &[],
                &["resp.xx", "resp.x.jordan", "resp.x.jump", "resp.x.game"],
            ),
            group(
                "card.group.doubles",
                &[],
                &[
                    "resp.negx",
                    "resp.negx.minors",
                    "resp.1nt.x",
                    "later.penalty",
                ],
            ),
        ],
    ),
    (
        "card.section.slam",
        &[
            group(
                "card.group.ace_asks",
                &[],
                &[
                    "slam.blackwood",
                    "bw.0",
                    "bw.1",
                    "bw.2",
                    "bw.3",
                    "slam.kings",
                    "kings.0",
                    "kings.1",
                    "kings.2",
                    "kings.3",
                    "kings.4",
                    "gsf.7",
                    "gsf.6",
                ],
            ),
            group(
                "card.group.cue_bids",
                &[],
                &["slam.cue", "cue.bw", "cue.signoff"],
            ),
            group(
                "card.group.gerber",
                &[],
                &[
                    "gerber.0",
                    "gerber.1",
                    "gerber.2",
                    "gerber.3",
                    "gerber.kings",
                    "gerber.k0",
                    "gerber.k1",
                    "gerber.k2",
                    "gerber.k3",
                ],
            ),
        ],
    ),
    (
        "card.section.play",
        &[
            group(
                "card.group.leads",
                &[
                    "card.note.lead_partner",
                    "card.note.lead_sequence",
                    "card.note.lead_fourth",
                    "card.note.lead_honour",
                    "card.note.lead_doubleton",
                    "card.note.lead_nothing",
                ],
                &[],
            ),
            group(
                "card.group.signals",
                &["card.note.attitude", "card.note.count"],
                &[],
            ),
        ],
    ),
];

/// The rule with `id`, if the system has it.
fn rule(id: &str) -> Option<&'static Rule> {
    compile::system()
        .rules
        .iter()
        .map(|c| c.rule)
        .find(|r| r.id == id)
}

/// The suits a rule's suit variable takes.
fn var_suits(rule: &Rule) -> &'static [Suit] {
    match rule.vars {
        Vars::None => &[],
        Vars::Suits(s) => s,
    }
}

/// A suit named on the card: the suit itself when the rule fixes it (or its variable takes one
/// suit only), else its relation to the auction.
fn fixed_suit(rule: &Rule, r: SuitRef) -> Option<Suit> {
    match (r, var_suits(rule)) {
        (SuitRef::Is(s), _) => Some(s),
        (SuitRef::Var, [s]) => Some(*s),
        _ => None,
    }
}

/// A denomination as a placeholder's value: a strain, the suits the rule's variable takes ("a
/// major": the call is the cheapest bid in one of them), or the suit's relation to the auction.
fn den_arg(rule: &Rule, den: Den) -> Arg {
    match den {
        Den::NT => Arg::Strain(Strain::NoTrump),
        Den::Of(r) => match (fixed_suit(rule, r), r) {
            (Some(s), _) => Arg::Suit(s),
            (None, SuitRef::Var) => Arg::from(Msg::new(var_key(var_suits(rule)))),
            (None, r) => Arg::from(Msg::new(explain::suit_ref_key(r))),
        },
    }
}

/// The catalogue key naming a call's suit chosen among `suits`.
fn var_key(suits: &[Suit]) -> &'static str {
    let all = |set: &[Suit]| set.len() == suits.len() && set.iter().all(|s| suits.contains(s));
    if all(&[Suit::Spades, Suit::Hearts]) {
        "card.ref.a_major"
    } else if all(&[Suit::Diamonds, Suit::Clubs]) {
        "card.ref.a_minor"
    } else {
        "card.ref.a_suit"
    }
}

/// The call of `rule`, as the card writes it.
fn call_msg(rule: &Rule) -> Msg {
    let calls = |calls: Vec<Call>| {
        Msg::new("card.calls").with(
            "calls",
            calls
                .into_iter()
                .map(|c| Msg::new("card.call").with("call", c))
                .collect::<Vec<_>>(),
        )
    };
    let bid = |level: u8, strain: Strain| Bid::new(level, strain).map(Call::Bid);
    match rule.call {
        CallSpec::Pass => calls(vec![Call::Pass]),
        CallSpec::Double => calls(vec![Call::Double]),
        CallSpec::Redouble => calls(vec![Call::Redouble]),
        CallSpec::At(level, Den::NT) => calls(bid(level, Strain::NoTrump).into_iter().collect()),
        CallSpec::At(level, Den::Of(SuitRef::Var)) if !var_suits(rule).is_empty() => {
            // In the bidding order, whatever order the rule tries its suits in.
            let mut bids: Vec<Call> = var_suits(rule)
                .iter()
                .filter_map(|&s| bid(level, Strain::from_suit(s)))
                .collect();
            bids.sort_by_key(|c| match c {
                Call::Bid(b) => b.strain(),
                _ => Strain::NoTrump,
            });
            calls(bids)
        }
        CallSpec::At(level, Den::Of(r)) => match fixed_suit(rule, r) {
            Some(s) => calls(bid(level, Strain::from_suit(s)).into_iter().collect()),
            None => Msg::new("card.call.level")
                .with("level", level)
                .with("den", den_arg(rule, Den::Of(r))),
        },
        CallSpec::Cheapest(den) => Msg::new("card.call.cheapest").with("den", den_arg(rule, den)),
        CallSpec::Jump(den) => Msg::new("card.call.jump").with("den", den_arg(rule, den)),
        CallSpec::Game(den) => Msg::new("card.call.game").with("den", den_arg(rule, den)),
    }
}

/// The convention card of the robots' system, in the card's order.
pub fn convention_card() -> Vec<CardSection> {
    CARD.iter()
        .map(|&(title, groups)| CardSection {
            title,
            groups: groups
                .iter()
                .map(|g| CardGroup {
                    heading: g.heading,
                    notes: g.notes.to_vec(),
                    // A rule missing from the system is caught by the tests; the card shows
                    // what the system has.
                    lines: g.rules.iter().filter_map(|id| rule(id)).map(line).collect(),
                })
                .collect(),
        })
        .collect()
}

/// The card's line for `rule`.
fn line(rule: &'static Rule) -> CardLine {
    CardLine {
        rule: rule.id,
        call: call_msg(rule),
        meaning: explain::describe(rule, &|r| fixed_suit(rule, r)),
        alert: rule.aim.alert(),
    }
}

/// The ids of the rules the card names that the system does not have (a rule renamed or
/// removed without the card following).
pub fn card_rules_missing() -> Vec<&'static str> {
    CARD.iter()
        .flat_map(|(_, groups)| groups.iter())
        .flat_map(|g| g.rules.iter().copied())
        .filter(|id| rule(id).is_none())
        .collect()
}

/// Every catalogue key the card itself uses (titles, headings, notes), for the catalogue tests.
pub fn card_keys() -> Vec<&'static str> {
    let mut keys = vec![
        "card.calls",
        "card.call",
        "card.call.level",
        "card.call.cheapest",
        "card.call.jump",
        "card.call.game",
        "card.ref.a_major",
        "card.ref.a_minor",
        "card.ref.a_suit",
    ];
    for (title, groups) in CARD {
        keys.push(title);
        for g in *groups {
            keys.push(g.heading);
            keys.extend(g.notes.iter().copied());
        }
    }
    keys
}
