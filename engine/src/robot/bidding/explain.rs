//! What a rule's call shows, generated from the rule's own conditions: the explanation a player
//! reads is built from exactly the conditions the robot checked, so it cannot drift from the
//! choice. Every text is a catalogue key (`locales/<lang>/bidding.txt`).

use super::system::{Aim, Cond, Force, Judgement, Rule, SuitRef};
use crate::card::Suit;
use crate::msg::{Arg, Msg};

/// The catalogue key naming a suit by its relation to the auction ("partner's suit").
pub(super) fn suit_ref_key(r: SuitRef) -> &'static str {
    match r {
        SuitRef::Var | SuitRef::Is(_) => "bid.ref.var",
        SuitRef::Opening => "bid.ref.opening",
        SuitRef::PartnerLast => "bid.ref.partner",
        SuitRef::MyLast => "bid.ref.mine",
        SuitRef::OppLast => "bid.ref.theirs",
        SuitRef::Agreed => "bid.ref.agreed",
        SuitRef::PartnerFirst => "bid.ref.partner_first",
        SuitRef::MyFirst => "bid.ref.my_first",
        SuitRef::OppFirst => "bid.ref.their_first",
    }
}

/// A suit as the explanation names it: the suit itself when the auction fixes it, else its
/// relation to the auction ("partner's suit").
fn suit_arg(r: SuitRef, resolve: &dyn Fn(SuitRef) -> Option<Suit>) -> Arg {
    match resolve(r) {
        Some(s) => Arg::Suit(s),
        None => Arg::from(Msg::new(suit_ref_key(r))),
    }
}

/// A range of points: `kind` is "hcp" or "pts".
fn range(kind: &str, lo: u8, hi: u8) -> Option<Msg> {
    bounds(&format!("bid.{kind}"), lo, hi, 37)
}

/// A length: "5+ ♥" for a suit the auction fixes, "3+ cards in the agreed suit" for one named
/// by its relation (the convention card), each its own key family so that every language can
/// word both.
fn length(lo: u8, hi: u8, r: SuitRef, resolve: &dyn Fn(SuitRef) -> Option<Suit>) -> Option<Msg> {
    let (family, suit) = match resolve(r) {
        Some(s) => ("bid.len", Arg::Suit(s)),
        None => ("bid.len_in", Arg::from(Msg::new(suit_ref_key(r)))),
    };
    bounds(family, lo, hi, 13).map(|m| m.with("suit", suit))
}

/// `lo`-`hi` in the key family `family` (`.min`, `.max`, `.exact`, `.range`); nothing when
/// the range is 0 to `top` or more (it says nothing).
fn bounds(family: &str, lo: u8, hi: u8, top: u8) -> Option<Msg> {
    Some(match (lo, hi >= top) {
        (0, true) => return None,
        (_, true) => Msg::new(format!("{family}.min")).with("min", lo),
        (0, false) => Msg::new(format!("{family}.max")).with("max", hi),
        _ if lo == hi => Msg::new(format!("{family}.exact")).with("n", lo),
        _ => Msg::new(format!("{family}.range"))
            .with("min", lo)
            .with("max", hi),
    })
}

fn count_set(key: &str, set: &[u8]) -> Msg {
    match *set {
        [a, b, ..] => Msg::new(format!("{key}_either")).with("a", a).with("b", b),
        [n] => Msg::new(key).with("n", n),
        [] => Msg::new(key).with("n", 0),
    }
}

/// The part of the explanation one condition contributes, if any (conditions over the auction
/// alone, such as "the suit is unbid", add nothing the player does not see).
fn part(c: &Cond, resolve: &dyn Fn(SuitRef) -> Option<Suit>) -> Option<Msg> {
    let s = |r: SuitRef| suit_arg(r, resolve);
    Some(match *c {
        Cond::Hcp(..) | Cond::Shows(..) | Cond::OpeningValues => return None,
        Cond::Tp(lo, hi) | Cond::Sp(_, lo, hi) => return range("pts", lo, hi),
        Cond::Len(r, lo, hi) => return length(lo, hi, r, resolve),
        Cond::Balanced => Msg::new("bid.balanced"),
        Cond::Unbalanced => Msg::new("bid.unbalanced"),
        Cond::Stop(r) => Msg::new("bid.stopper").with("suit", s(r)),
        Cond::StopTheirs => match resolve(SuitRef::OppLast) {
            Some(t) => Msg::new("bid.stopper").with("suit", t),
            None => Msg::new("bid.stoppers"),
        },
        Cond::StopUnbid => Msg::new("bid.stoppers_unbid"),
        Cond::Honours(r, n) => Msg::new("bid.honours").with("n", n).with("suit", s(r)),
        Cond::Tricks(n) => Msg::new("bid.tricks").with("n", n),
        Cond::Longest(r) => Msg::new("bid.longest").with("suit", s(r)),
        Cond::NotShorter(a, b) => Msg::new("bid.not_shorter").with("a", s(a)).with("b", s(b)),
        Cond::TakeoutShape => Msg::new("bid.takeout_shape"),
        Cond::UnbidMajor4 => Msg::new("bid.unbid_major"),
        Cond::Aces(set) => count_set("bid.aces", set),
        Cond::Kings(set) => count_set("bid.kings", set),
        Cond::AcesTotal(lo, hi) => Msg::new("bid.aces_total").with("min", lo).with("max", hi),
        Cond::KingsTotal(lo, hi) => Msg::new("bid.kings_total").with("min", lo).with("max", hi),
        Cond::CombinedMin(n) => Msg::new("bid.combined_min").with("n", n),
        Cond::CombinedMaxBelow(n) => Msg::new("bid.combined_below").with("n", n),
        Cond::Fit(r) => Msg::new("bid.fit").with("suit", s(r)),
        Cond::SureFit(r) => Msg::new("bid.sure_fit").with("suit", s(r)),
        Cond::NoMajorFit => Msg::new("bid.no_major_fit"),
        Cond::TopCard(r) => Msg::new("bid.top_card").with("suit", s(r)),
        Cond::TopThree(r, n) => Msg::new("bid.top_three").with("n", n).with("suit", s(r)),
        Cond::TotalTricks(r) => Msg::new("bid.total_tricks").with("suit", s(r)),
        Cond::Trumps(r, n) => Msg::new("bid.trumps_together")
            .with("n", n)
            .with("suit", s(r)),
        Cond::Vulnerable => Msg::new("bid.vulnerable"),
        Cond::NotVulnerable => Msg::new("bid.not_vulnerable"),
        Cond::UpperHalf => Msg::new("bid.upper_half"),
        Cond::Void => Msg::new("bid.void"),
        Cond::Flat => Msg::new("bid.flat"),
        Cond::Judge(j, _) => Msg::new(judge_key(j, true)),
        Cond::Either(a, b) => {
            let one = |c: &Cond| match *c {
                Cond::Hcp(lo, hi) => range("hcp", lo, hi),
                _ => part(c, resolve),
            };
            match (one(a), one(b)) {
                (Some(a), Some(b)) => Msg::new("bid.either").with("a", a).with("b", b),
                _ => return None,
            }
        }
        Cond::Not(inner) => match *inner {
            Cond::Fit(r) => Msg::new("bid.no_fit").with("suit", s(r)),
            Cond::SureFit(r) => Msg::new("bid.no_sure_fit").with("suit", s(r)),
            Cond::UnbidMajor4 => Msg::new("bid.no_unbid_major"),
            Cond::UpperHalf => Msg::new("bid.lower_half"),
            Cond::CombinedMaxBelow(n) => Msg::new("bid.combined_reach").with("n", n),
            Cond::Balanced => Msg::new("bid.unbalanced"),
            Cond::Void => Msg::new("bid.no_void"),
            Cond::Flat => Msg::new("bid.not_flat"),
            Cond::Stop(r) => Msg::new("bid.no_stopper").with("suit", s(r)),
            Cond::StopUnbid => Msg::new("bid.no_stoppers_unbid"),
            Cond::Judge(j, _) => Msg::new(judge_key(j, false)),
            _ => return None,
        },
        Cond::Major(_)
        | Cond::Minor(_)
        | Cond::Differs(..)
        | Cond::Unbid(_)
        | Cond::BestNew(_)
        | Cond::CheapestLevel(..)
        | Cond::Higher(..)
        | Cond::PartnerLen(..) => return None,
    })
}

/// The catalogue key of a simulation's verdict (`locales/<lang>/judge.txt`).
fn judge_key(j: Judgement, holds: bool) -> &'static str {
    match (j, holds) {
        (Judgement::Slam, true) => "bid.judge.slam",
        (Judgement::Slam, false) => "bid.judge.no_slam",
        (Judgement::Grand, true) => "bid.judge.grand",
        (Judgement::Grand, false) => "bid.judge.no_grand",
        (Judgement::Game, true) => "bid.judge.game",
        (Judgement::Game, false) => "bid.judge.no_game",
        (Judgement::Compete, true) => "bid.judge.compete",
        (Judgement::Compete, false) => "bid.judge.no_compete",
        (Judgement::Balance, true) => "bid.judge.balance",
        (Judgement::Balance, false) => "bid.judge.no_balance",
        (Judgement::BalanceDouble, true) => "bid.judge.balance_double",
        (Judgement::BalanceDouble, false) => "bid.judge.no_balance_double",
        (Judgement::Penalty, true) => "bid.judge.penalty",
        (Judgement::Penalty, false) => "bid.judge.no_penalty",
        (Judgement::SlamOverNt, true) => "bid.judge.slam_over_nt",
        (Judgement::SlamOverNt, false) => "bid.judge.no_slam_over_nt",
        (Judgement::SuitOverNt, true) => "bid.judge.suit_over_nt",
        (Judgement::SuitOverNt, false) => "bid.judge.no_suit_over_nt",
    }
}

/// The high-card range a rule's conditions show (least, most).
pub(super) fn hcp_range(rule: &Rule) -> (u8, u8) {
    let (mut lo, mut hi) = (0u8, 40u8);
    for c in rule.hand {
        match *c {
            Cond::Hcp(a, b) | Cond::Shows(a, b) => {
                lo = lo.max(a);
                hi = hi.min(b);
            }
            Cond::OpeningValues => lo = lo.max(10),
            _ => {}
        }
    }
    (lo, hi.max(lo))
}

/// The high-card range the hands fitting a rule's conditions hold (least, most): the range a
/// call declares (`Shows`) is left out, no hand condition checks it. In `fourth` seat opening
/// values are the rule of 15 (a nine-count with six spades has them).
pub(super) fn hand_hcp_range(rule: &Rule, fourth: bool) -> (u8, u8) {
    let (mut lo, mut hi) = (0u8, 40u8);
    for c in rule.hand {
        match *c {
            Cond::Hcp(a, b) => {
                lo = lo.max(a);
                hi = hi.min(b);
            }
            Cond::OpeningValues if !fourth => lo = lo.max(10),
            _ => {}
        }
    }
    (lo, hi.max(lo))
}

/// What `rule`'s call shows, with suits resolved by `resolve` (those it cannot resolve are
/// named by their relation to the auction).
pub(super) fn describe(rule: &Rule, resolve: &dyn Fn(SuitRef) -> Option<Suit>) -> Msg {
    let mut parts = Vec::new();
    if rule.hand.iter().any(|c| matches!(c, Cond::OpeningValues)) {
        parts.push(Msg::new("bid.opening_values"));
        let (_, hi) = hcp_range(rule);
        parts.extend(range("hcp", 0, hi));
    } else {
        let (lo, hi) = hcp_range(rule);
        parts.extend(range("hcp", lo, hi));
    }
    // Strength first, as a convention card reads ("11+ HCP, 13+ points, 4+ ♥"): the points
    // beside the HCP, then the rest in the rule's order.
    let points = |c: &&Cond| matches!(c, Cond::Tp(..) | Cond::Sp(..));
    let (strength, rest): (Vec<&Cond>, Vec<&Cond>) = rule.hand.iter().partition(points);
    for p in strength
        .into_iter()
        .chain(rest)
        .filter_map(|c| part(c, resolve))
    {
        // Two conditions may say the same once their suits are known (no fit in partner's
        // suit and in the suit last bid, both hearts): said once.
        if !parts.contains(&p) {
            parts.push(p);
        }
    }
    match rule.force {
        Force::No => {}
        Force::OneRound => parts.push(Msg::new("bid.forcing")),
        Force::Game => parts.push(Msg::new("bid.game_forcing")),
    }
    compose(rule.aim, parts)
}

/// The head (a convention's name or the call's purpose) and the parts, as one message.
pub(super) fn compose(aim: Aim, parts: Vec<Msg>) -> Msg {
    match (aim.key(), parts.is_empty()) {
        (Some(key), true) => Msg::new(key),
        (Some(key), false) => Msg::new("bid.meaning")
            .with("head", Msg::new(key))
            .with("parts", parts),
        (None, false) => Msg::new("bid.parts").with("parts", parts),
        (None, true) => Msg::new("bid.aim.natural"),
    }
}

/// A call's meanings when several rules may have produced it, as one message: "A; or B; or C"
/// (`bid.or`, `locales/<lang>/bidding_explain.txt`).
pub(super) fn alternatives(meanings: Vec<Msg>) -> Msg {
    let mut it = meanings.into_iter();
    let first = it.next().unwrap_or_else(|| Msg::new("bid.aim.natural"));
    it.fold(first, |a, b| Msg::new("bid.or").with("a", a).with("b", b))
}
